import { describe, expect, it } from 'vitest'
import { countChars, counterLabel, EMOJI, hashtag, styleChar, styleText, toPlainText, type DocNode } from './linkedin-post.logic'

const cp = (s: string) => s.codePointAt(0)!.toString(16).toUpperCase()

describe('Unicode sans-serif styles, letter by letter', () => {
  const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz'
  it('maps every letter to MATHEMATICAL SANS-SERIF BOLD', () => {
    const bold = Array.from(letters, (ch) => styleChar(ch, true, false))
    expect(bold.join('')).toBe('𝗔𝗕𝗖𝗗𝗘𝗙𝗚𝗛𝗜𝗝𝗞𝗟𝗠𝗡𝗢𝗣𝗤𝗥𝗦𝗧𝗨𝗩𝗪𝗫𝗬𝗭𝗮𝗯𝗰𝗱𝗲𝗳𝗴𝗵𝗶𝗷𝗸𝗹𝗺𝗻𝗼𝗽𝗾𝗿𝘀𝘁𝘂𝘃𝘄𝘅𝘆𝘇')
    expect(cp(bold[0]!)).toBe('1D5D4')
    expect(cp(bold[26]!)).toBe('1D5EE')
  })
  it('maps digits for bold only', () => {
    expect(Array.from('0123456789', (d) => styleChar(d, true, false)).join('')).toBe('𝟬𝟭𝟮𝟯𝟰𝟱𝟲𝟳𝟴𝟵')
    expect(Array.from('0123456789', (d) => styleChar(d, false, true)).join('')).toBe('0123456789')
  })
  it('maps every letter to MATHEMATICAL SANS-SERIF ITALIC', () => {
    expect(Array.from(letters, (ch) => styleChar(ch, false, true)).join('')).toBe('𝘈𝘉𝘊𝘋𝘌𝘍𝘎𝘏𝘐𝘑𝘒𝘓𝘔𝘕𝘖𝘗𝘘𝘙𝘚𝘛𝘜𝘝𝘞𝘟𝘠𝘡𝘢𝘣𝘤𝘥𝘦𝘧𝘨𝘩𝘪𝘫𝘬𝘭𝘮𝘯𝘰𝘱𝘲𝘳𝘴𝘵𝘶𝘷𝘸𝘹𝘺𝘻')
  })
  it('maps bold italic to MATHEMATICAL SANS-SERIF BOLD ITALIC', () => {
    expect(styleText('Ab', { bold: true, italic: true })).toBe('𝘼𝙗')
  })
  it('leaves accents, punctuation and emoji alone', () => {
    expect(styleText('é! 😀', { bold: true })).toBe('é! 😀')
  })
  it('underlines and strikes with combining marks', () => {
    expect(styleText('ab', { underline: true })).toBe('a\u0332b\u0332')
    expect(styleText('ab', { strike: true })).toBe('a\u0336b\u0336')
  })
})

describe('document to LinkedIn text', () => {
  const doc: DocNode = {
    type: 'doc',
    content: [
      { type: 'heading', attrs: { level: 1 }, content: [{ type: 'text', text: 'Big news' }] },
      { type: 'paragraph', content: [{ type: 'text', text: 'We ' }, { type: 'text', text: 'shipped', marks: [{ type: 'bold' }] }, { type: 'text', text: ' v2' }] },
      { type: 'bulletList', content: [{ type: 'listItem', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'fast' }] }] }, { type: 'listItem', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'private' }] }] }] },
      { type: 'orderedList', attrs: { start: 1 }, content: [{ type: 'listItem', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'one' }] }] }, { type: 'listItem', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'two' }] }] }] },
      { type: 'paragraph' },
    ],
  }
  it("turns headings into bold lines and list items into '• ' and '1. ' lines", () => {
    expect(toPlainText(doc)).toBe('𝗕𝗶𝗴 𝗻𝗲𝘄𝘀\nWe 𝘀𝗵𝗶𝗽𝗽𝗲𝗱 v2\n• fast\n• private\n1. one\n2. two')
  })
  it('is empty for an empty document', () => {
    expect(toPlainText({ type: 'doc', content: [{ type: 'paragraph' }] })).toBe('')
    expect(toPlainText(null)).toBe('')
  })
  it('counts characters against the 3000 limit', () => {
    expect(countChars('𝗕𝗶𝗴 😀')).toBe(5)
    expect(counterLabel(42)).toBe('42 / 3000')
  })
})

describe('hashtags and emoji', () => {
  it('removes whitespace, adds a leading space and #, and inserts nothing for empty input', () => {
    expect(hashtag('open source')).toBe(' #opensource')
    expect(hashtag('  #dev tools ')).toBe(' #devtools')
    expect(hashtag('')).toBe('')
    expect(hashtag('   ')).toBe('')
    expect(hashtag(null)).toBe('')
  })
  it('offers 24 emoji', () => {
    expect(EMOJI).toHaveLength(24)
    expect(new Set(EMOJI).size).toBe(24)
  })
})
