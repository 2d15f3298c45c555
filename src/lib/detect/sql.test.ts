import { describe, expect, it } from 'vitest'
import { sampleOf } from './index'
import { splitStatements, sql, unwrapVersioned } from './sql'

const run = (text: string) => sql(sampleOf(text))

describe('sql detector', () => {
  it('reads a statement and its kind', () => {
    expect(run('SELECT id, email FROM users WHERE id = 1;')).toEqual([{ toolId: 'sql-formatter', confidence: 0.95, reason: 'SQL SELECT statement', kind: 'sql' }])
    expect(run('select id, name from customers where country = \'DE\';')[0]!.toolId).toBe('sql-formatter')
    expect(run('WITH t AS (SELECT 1 AS x) SELECT x FROM t')[0]!.reason).toBe('SQL WITH … SELECT statement')
  })

  it('counts statements and names the dialect when it shows', () => {
    const pg = 'CREATE TABLE t (id BIGSERIAL PRIMARY KEY, at TIMESTAMPTZ);\n-- seed\nINSERT INTO t (at) VALUES (now()) RETURNING id;\nSELECT * FROM t;'
    expect(run(pg)[0]!.reason).toBe('SQL (PostgreSQL), 3 statements (CREATE, INSERT, SELECT)')
    expect(run('CREATE TABLE `s` (`id` int NOT NULL AUTO_INCREMENT, PRIMARY KEY (`id`)) ENGINE=InnoDB;')[0]!.reason).toBe('SQL (MySQL) CREATE statement')
  })

  it('near misses: English that starts like SQL', () => {
    expect(run('Select the files you want to keep and update the list before you delete the rest.')).toEqual([])
    expect(run('Update your profile to continue')).toEqual([])
    expect(run('Delete from the top shelf first')).toEqual([])
    expect(run('create a new table for the party')).toEqual([])
    expect(run('select')).toEqual([])
  })

  it("issue 32: MySQL scripts with DELIMITER ;; triggers and mysqldump's versioned comments", () => {
    const trigger = 'DELIMITER ;;\nCREATE TRIGGER t BEFORE INSERT ON orders FOR EACH ROW\nBEGIN\n  IF NEW.total < 0 THEN\n    SET NEW.total = 0;\n  END IF;\nEND;;\nDELIMITER ;'
    expect(run(trigger)).toEqual([{ toolId: 'sql-formatter', confidence: 0.95, reason: 'SQL (MySQL) CREATE statement', kind: 'sql' }])
    expect(splitStatements(trigger).map((s) => s.trim()).filter(Boolean)).toHaveLength(1)
    expect(splitStatements('DELIMITER $$\nCREATE PROCEDURE p() BEGIN SELECT 1; SELECT 2; END$$\nDELIMITER ;\nCALL p();')
      .map((s) => s.trim()).filter(Boolean)).toEqual(['CREATE PROCEDURE p() BEGIN SELECT 1; SELECT 2; END', 'CALL p()'])
    expect(unwrapVersioned('/*!50003 CREATE*/ /*!50017 DEFINER=`a`@`%`*/ TRIGGER')).toBe('  CREATE    DEFINER=`a`@`%`  TRIGGER')
    expect(unwrapVersioned('/*!40101 SET NAMES utf8')).toBe('/*!40101 SET NAMES utf8')
    const dump = "/*!40101 SET NAMES utf8mb4 */;\nDELIMITER ;;\n/*!50003 CREATE*/ /*!50017 DEFINER=`app`@`localhost`*/ /*!50003 TRIGGER `t` AFTER UPDATE ON `s` FOR EACH ROW BEGIN\n  INSERT INTO log VALUES (OLD.id);\nEND */;;\nDELIMITER ;"
    expect(run(dump)[0]).toMatchObject({ toolId: 'sql-formatter', reason: 'SQL (MySQL), 2 statements (SET, CREATE)' })
    expect(run('Set the delimiter to a comma; then import.')).toEqual([])
  })
})
