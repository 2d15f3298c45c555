/**
 * The FIGlet fonts figlet.js ships (its own font list, in its order), and the layouts it offers.
 * Plain data: the screen lists these names without loading any font; the `figlet` worker loads a
 * font's module (one small chunk per font) only when it is first drawn. figlet.impl.test.ts checks
 * this list against figlet's and against the font files in node_modules.
 */
export const FONTS: readonly string[] = [
  '1Row', '3-D', '3D Diagonal', '3D-ASCII', '3x5', '4Max', '5 Line Oblique', 'AMC 3 Line', 'AMC 3 Liv1',
  'AMC AAA01', 'AMC Neko', 'AMC Razor', 'AMC Razor2', 'AMC Slash', 'AMC Slider', 'AMC Thin', 'AMC Tubes',
  'AMC Untitled', 'ANSI Compact', 'ANSI Regular', 'ANSI Shadow', 'ASCII 12', 'ASCII 9', 'ASCII New Roman',
  'Acrobatic', 'Alligator', 'Alligator2', 'Alpha', 'Alphabet', 'Arrows', 'Avatar', 'B1FF', 'Babyface Lame',
  'Babyface Leet', 'Banner', 'Banner3-D', 'Banner3', 'Banner4', 'Barbwire', 'Basic', 'Bear', 'Bell',
  'Benjamin', 'Big ASCII 12', 'Big ASCII 9', 'Big Chief', 'Big Money-ne', 'Big Money-nw', 'Big Money-se',
  'Big Money-sw', 'Big Mono 12', 'Big Mono 9', 'Big', 'Bigfig', 'Binary', 'Block', 'Blocks', 'Bloody',
  'BlurVision ASCII', 'Bolger', 'Braced', 'Bright', 'Broadway KB', 'Broadway', 'Bubble', 'Bulbhead',
  'Caligraphy', 'Caligraphy2', 'Calvin S', 'Cards', 'Catwalk', 'Chiseled', 'Chunky', 'Circle', 'Classy',
  'Coder Mini', 'Coinstak', 'Cola', 'Colossal', 'Computer', 'Contessa', 'Contrast', 'Cosmike', 'Cosmike2',
  'Crawford', 'Crawford2', 'Crazy', 'Cricket', 'Cursive', 'Cyberlarge', 'Cybermedium', 'Cybersmall', 'Cygnet',
  'DANC4', 'DOS Rebel', 'DWhistled', 'Dancing Font', 'Decimal', 'Def Leppard', 'Delta Corps Priest 1',
  'DiamFont', 'Diamond', 'Diet Cola', 'Digital', 'Doh', 'Doom', 'Dot Matrix', 'Double Shorts', 'Double',
  'Dr Pepper', 'Efti Chess', 'Efti Font', 'Efti Italic', 'Efti Piti', 'Efti Robot', 'Efti Wall', 'Efti Water',
  'Electronic', 'Elite', 'Emboss 2', 'Emboss', 'Epic', 'Fender', 'Filter', 'Fire Font-k', 'Fire Font-s',
  'Flipped', 'Flower Power', 'Font Font', 'Four Tops', 'Fraktur', 'Fun Face', 'Fun Faces', 'Future Smooth',
  'Future Thin', 'Future', 'Fuzzy', 'Georgi16', 'Georgia11', 'Ghost', 'Ghoulish', 'Glenyn', 'Goofy', 'Gothic',
  'Graceful', 'Gradient', 'Graffiti', 'Greek', 'Heart Left', 'Heart Right', 'Henry 3D', 'Hex', 'Hieroglyphs',
  'Hollywood', 'Horizontal Left', 'Horizontal Right', 'ICL-1900', 'Impossible', 'Invita', 'Isometric1',
  'Isometric2', 'Isometric3', 'Isometric4', 'Italic', 'Ivrit', 'JS Block Letters', 'JS Bracket Letters',
  'JS Capital Curves', 'JS Cursive', 'JS Stick Letters', 'Jacky', 'Jazmine', 'Jerusalem', 'Katakana', 'Kban',
  'Keyboard', 'Knob', 'Konto Slant', 'Konto', 'LCD', 'Larry 3D 2', 'Larry 3D', 'Lean', 'Letter', 'Letters',
  'Lil Devil', 'Line Blocks', 'Linguaholic Mini Block', 'Linguaholic Neon', 'Linguaholic Rounded',
  'Linguaholic Shadow 3D', 'Linux', 'Lockergnome', 'Madrid', 'Marquee', 'Maxfour', 'Merlin1', 'Merlin2',
  'Mike', 'Mini', 'Mirror', 'Mnemonic', 'Modular', 'Mono 12', 'Mono 9', 'Morse', 'Morse2', 'Moscow',
  'Mshebrew210', 'Muzzle', 'NScript', 'NT Greek', 'NV Script', 'Nancyj-Fancy', 'Nancyj-Improved',
  'Nancyj-Underlined', 'Nancyj', 'Nipples', 'O8', 'OS2', 'Octal', 'Ogre', 'Old Banner', 'Pagga',
  "Patorjk's Cheese", 'Patorjk-HeX', 'Pawp', 'Peaks Slant', 'Peaks', 'Pebbles', 'Pepper', 'Poison', 'Puffy',
  'Puzzle', 'Pyramid', 'Rammstein', 'Rebel', 'Rectangles', 'Red Phoenix', 'Relief', 'Relief2', 'Reverse',
  'Roman', 'Rot13', 'Rotated', 'Rounded', 'Rowan Cap', 'Rozzo', 'RubiFont', 'Runic', 'Runyc', 'S Blood',
  'SL Script', 'Santa Clara', 'Script', 'Serifcap', 'Shaded Blocky', 'Shadow', 'Shimrod', 'Short',
  'Slant Relief', 'Slant', 'Slide', 'Small ASCII 12', 'Small ASCII 9', 'Small Block', 'Small Braille',
  'Small Caps', 'Small Isometric1', 'Small Keyboard', 'Small Mono 12', 'Small Mono 9', 'Small Poison',
  'Small Script', 'Small Shadow', 'Small Slant', 'Small Tengwar', 'Small', 'Soft', 'Speed', 'Spliff',
  'Stacey', 'Stampate', 'Stampatello', 'Standard', 'Star Strips', 'Star Wars', 'Stellar', 'Stforek',
  'Stick Letters', 'Stop', 'Straight', 'Stronger Than All', 'Sub-Zero', 'Swamp Land', 'Swan', 'Sweet', 'THIS',
  'Tanja', 'Tengwar', 'Term', 'Terrace', 'Test1', 'The Edge', 'Thick', 'Thin', 'Thorned', 'Three Point',
  'Ticks Slant', 'Ticks', 'Tiles', 'Tinker-Toy', 'Tmplr', 'Tombstone', 'Train', 'Trek', 'Tsalagi', 'Tubular',
  'Twisted', 'Two Point', 'USA Flag', 'Univers', 'Upside Down Text', 'Varsity', 'Wavescape', 'Wavy', 'Weird',
  'Wet Letter', 'Whimsy', 'WideTerm', 'Wow', 'miniwi',
]

export const DEFAULT_FONT = 'Standard'

/** The module a font is loaded from, under `figlet/importable-fonts/` (one is spelt differently). */
export const fontFile = (font: string) => (font === 'Tmplr' ? 'tmplr' : font)

/** figlet's layouts, both horizontal (between letters) and vertical (between lines of art). */
export const LAYOUTS = ['default', 'full', 'fitted', 'controlled smushing', 'universal smushing'] as const
export type Layout = (typeof LAYOUTS)[number]
