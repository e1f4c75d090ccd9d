import StackCore
import TestSupport

/// A list of styled lines shown through a window, as a scrolling list draws them: frames
/// are the lines from an offset, one line may be selected (reversed), lines may be
/// replaced. Lines mix ASCII, box drawing, wide characters, combining marks, runs of one
/// character (for `rep`), blanks and several styles.
struct ListDocument {
  static let tokens = [
    "a", "b", "x", "Row 12: some text", "-", "─", "中", "文字", "😀", "e\u{301}", "é", " ", "   ",
  ]
  static let styles: [CellStyle] = [
    .plain, .plain, CellStyle(attributes: .bold), CellStyle(attributes: [.reverse, .underline]),
    CellStyle(foreground: .ansi(1)), CellStyle(background: .palette(200)),
    CellStyle(foreground: .ansi(9), attributes: .dim), CellStyle(background: .ansi(4)),
  ]

  var lines: [[(text: String, style: CellStyle)]]

  /// `count` random lines about `width` columns wide.
  init(count: Int, width: Int, random: inout SeededGenerator) {
    lines = (0..<count).map { _ in Self.randomLine(width: width, random: &random) }
  }

  /// A blank line, a separator, a run of one character, or random text.
  static func randomLine(width: Int, random: inout SeededGenerator) -> [(
    text: String, style: CellStyle
  )] {
    let style = styles[random.next(styles.count)]
    switch random.next(6) {
    case 0: return []
    case 1: return [(String(repeating: "─", count: random.next(width + 1)), style)]
    case 2:
      let run = String(
        repeating: ["-", "=", " ", "中"][random.next(4)], count: random.next(width + 1))
      return [(tokens[random.next(4)], .plain), (run, style)]
    default:
      return (0..<random.next(8)).map { _ in
        (tokens[random.next(tokens.count)], styles[random.next(styles.count)])
      }
    }
  }

  /// The frame of `size` showing the lines from `offset`, line `selected` reversed.
  func frame(size: Size, offset: Int, selected: Int? = nil) -> Canvas {
    var canvas = Canvas(size: size)
    for y in 0..<size.height where offset + y >= 0 && offset + y < lines.count {
      var x = 0
      for segment in lines[offset + y] {
        x += canvas.write(segment.text, at: Point(x: x, y: y), style: segment.style)
      }
      if selected == offset + y {
        canvas.applyStyle(
          CellStyle(attributes: .reverse), in: Rect(x: 0, y: y, width: size.width, height: 1))
      }
    }
    return canvas
  }
}

/// A random walk through a ``ListDocument``: scrolls by small and large steps, selection
/// moves, replaced lines, repeated frames and now and then a new size.
struct ListWalk {
  var document: ListDocument
  var size: Size
  var offset = 0
  var selected = 0
  var random: SeededGenerator

  init(seed: UInt64, size: Size) {
    random = SeededGenerator(state: seed)
    self.size = size
    document = ListDocument(count: size.height * 4 + 3, width: size.width, random: &random)
  }

  /// The next frame.
  mutating func step() -> Canvas {
    let height = size.height
    switch random.next(10) {
    case 0, 1, 2: offset += random.next(7) - 3
    case 3: offset += random.next(2) == 0 ? height : -height
    case 4: selected += random.next(5) - 2
    case 5:
      document.lines[random.next(document.lines.count)] = ListDocument.randomLine(
        width: size.width, random: &random)
    case 6:
      offset += random.next(3) - 1
      selected += random.next(3) - 1
    case 7 where random.next(4) == 0:
      size = Size(
        width: max(1, size.width + random.next(5) - 2), height: max(1, height + random.next(3) - 1))
    default: break  // The same frame again.
    }
    offset = min(max(offset, -2), document.lines.count - 1)
    return document.frame(size: size, offset: offset, selected: selected)
  }
}
