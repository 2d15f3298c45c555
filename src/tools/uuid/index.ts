import { Fingerprint } from 'lucide-react'
import { defineTool } from '../define-tool'

export default defineTool({
  id: 'uuid',
  title: 'UUID Generator',
  description: 'Generate UUIDs (v1 to v8), ULIDs, NanoIDs, ObjectIDs and Snowflakes; paste one to read its time.',
  category: 'data-conversion',
  keywords: ['uuid', 'guid', 'unique id', 'identifier', 'v1', 'v4', 'v7', 'rfc 4122', 'rfc 9562', 'random id', 'ulid', 'nanoid', 'objectid', 'snowflake'],
  icon: Fingerprint,
  load: () => import('./uuid'),
  input: () => import('./uuid.input'),
  storageId: 'uuid',
  features: [
    { name: 'ULID', keywords: ['ulid', 'generate ulid', 'sortable id', 'ulid generator'], focus: 'ID kind', option: 'ULID' },
    { name: 'NanoID', keywords: ['nanoid', 'nano id', 'short id', 'url-safe id'], focus: 'ID kind', option: 'NanoID' },
    { name: 'MongoDB ObjectID', keywords: ['objectid', 'object id', 'mongodb id', 'mongo objectid', 'bson id'], focus: 'ID kind', option: 'ObjectID (MongoDB)' },
    { name: 'Snowflake ID', keywords: ['snowflake', 'snowflake id', 'discord id', 'twitter id', 'discord snowflake'], focus: 'ID kind', option: 'Snowflake' },
    { name: 'UUID v5 / v3 from a name', keywords: ['uuid v5', 'uuid v3', 'name based uuid', 'uuid namespace', 'uuid from name'], focus: 'ID kind', option: 'UUID v3 or v5 (from a name)' },
    { name: 'Decode an ID', keywords: ['decode uuid', 'uuid timestamp', 'inspect uuid', 'decode ulid', 'snowflake timestamp', 'objectid timestamp', 'id to date'], focus: 'ULID, ObjectID, Snowflake or UUID to inspect' },
  ],
})
