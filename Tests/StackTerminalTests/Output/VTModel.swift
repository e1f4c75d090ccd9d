import StackCore

@testable import StackTerminal

/// A tiny model of an xterm-like screen, for checking what `FrameEncoder` sends: it applies
/// the bytes to its cells the way xterm and tmux do, and knows only what the encoder may use
/// (anything else is noted in ``problems``): cursor addressing (`cup`, `hpa`, `cuf`, CR, LF),
/// `el`, `ed`, `rep`, the scrolling region (`csr`) with `ind`/`indn`/`ri`/`rin`, SGR
/// attributes and colours (tracked, with background colour erase), the charset and shift
/// bytes of `sgr0`, and printable UTF-8 with wide characters and combining marks (by
/// `TextWidth`, as the canvas places them), with the pending wrap at the last column.
struct VTModel {
  /// Attributes and colour numbers (-1: the default colour).
  struct Rendition: Equatable, CustomStringConvertible {
    var attributes: TextAttributes = []
    var foreground: Int32 = -1
    var background: Int32 = -1

    var description: String { "(\(attributes.rawValue) \(foreground) \(background))" }
  }

  /// One cell: its scalars (a space when blank, none for a wide character's right half).
  struct ModelCell: Equatable {
    var scalars: [Unicode.Scalar]
    var rendition: Rendition
    var isContinuation = false
    /// The OSC 8 link the cell was written in (its URI as sent), or nil.
    var link: String? = nil
  }

  let width: Int
  let height: Int
  private(set) var cells: [ModelCell]
  private(set) var x = 0
  private(set) var y = 0
  /// True after a character was written in the last column: the next one wraps first.
  private var pendingWrap = false
  private var top = 0
  private var bottom: Int
  private var rendition = Rendition()
  /// The OSC 8 link text is written into now, or nil.
  private(set) var openLink: String?
  private var lastGraphic: Unicode.Scalar?
  /// Where the last character went (a combining mark joins it).
  private var lastWritten: Int?
  private var utf8 = UTF8InputDecoder()
  /// What the model could not apply (unknown or malformed sequences, invalid UTF-8).
  private(set) var problems: [String] = []

  /// A screen of `width` × `height` filled with `fill` in `rendition` (garbage to be cleared).
  init(width: Int, height: Int, fill: Unicode.Scalar = "?", rendition: Rendition = Rendition()) {
    self.width = width
    self.height = height
    bottom = height - 1
    cells = Array(
      repeating: ModelCell(scalars: [fill], rendition: rendition), count: width * height)
  }

  /// Applies `bytes`.
  mutating func apply(_ bytes: [UInt8]) {
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      index += 1
      switch byte {
      case 0x1B: index = escape(bytes, from: index)
      case 0x0D: moveTo(line: y, column: 0)
      case 0x0A: lineFeed()
      case 0x0E, 0x0F, 0x07: break  // Shift out / in (sgr0 on some entries), bell.
      case 0x08: moveTo(line: y, column: x - 1)
      case 0..<0x20: problems.append("control \(byte)")
      default:
        for output in utf8.decode(byte) {
          switch output {
          case .scalar(let scalar): print(scalar)
          case .invalid: problems.append("invalid UTF-8 before byte \(index - 1)")
          }
        }
      }
    }
  }

  /// The sequence after an ESC at `start`; returns the index after it.
  private mutating func escape(_ bytes: [UInt8], from start: Int) -> Int {
    guard start < bytes.count else {
      problems.append("ESC at the end")
      return start
    }
    switch bytes[start] {
    case UInt8(ascii: "["): return controlSequence(bytes, from: start + 1)
    case UInt8(ascii: "]"): return operatingSystemCommand(bytes, from: start + 1)
    case UInt8(ascii: "("), UInt8(ascii: ")"): return start + 2  // Character set choice.
    case UInt8(ascii: "M"): reverseIndex()
    case UInt8(ascii: "D"): lineFeed()
    case UInt8(ascii: "E"):
      lineFeed()
      moveTo(line: y, column: 0)
    default: problems.append("ESC \(bytes[start])")
    }
    return start + 1
  }

  /// An OSC sequence whose text starts at `start`, ended by ST (`ESC \`) or BEL; only OSC 8
  /// (links) is known. Returns the index after it.
  private mutating func operatingSystemCommand(_ bytes: [UInt8], from start: Int) -> Int {
    var end = start
    while end < bytes.count && bytes[end] != 0x07 && bytes[end] != 0x1B {
      if bytes[end] < 0x20 { problems.append("control \(bytes[end]) inside OSC") }
      end += 1
    }
    let text = String(decoding: bytes[start..<end], as: UTF8.self)
    let after: Int
    if end < bytes.count && bytes[end] == 0x07 {
      after = end + 1
    } else if end + 1 < bytes.count && bytes[end + 1] == UInt8(ascii: "\\") {
      after = end + 2
    } else {
      problems.append("OSC without its end")
      return end
    }
    let fields = text.split(separator: ";", maxSplits: 2, omittingEmptySubsequences: false)
    if fields.count == 3 && fields[0] == "8" {
      openLink = fields[2].isEmpty ? nil : String(fields[2])
    } else {
      problems.append("OSC \(text)")
    }
    return after
  }

  /// A CSI sequence whose parameters start at `start`; returns the index after it.
  private mutating func controlSequence(_ bytes: [UInt8], from start: Int) -> Int {
    var parameters: [Int?] = [nil]
    var isPrivate = false
    var index = start
    while index < bytes.count {
      let byte = bytes[index]
      index += 1
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"):
        let digit = Int(byte - UInt8(ascii: "0"))
        parameters[parameters.count - 1] = (parameters[parameters.count - 1] ?? 0) * 10 + digit
      case UInt8(ascii: ";"): parameters.append(nil)
      case UInt8(ascii: "?"): isPrivate = true
      case 0x40...0x7E:
        perform(byte, parameters, isPrivate: isPrivate)
        return index
      default:
        problems.append("byte \(byte) in a control sequence")
        return index
      }
    }
    problems.append("unfinished control sequence")
    return index
  }

  private mutating func perform(_ final: UInt8, _ parameters: [Int?], isPrivate: Bool) {
    let first = parameters[0] ?? 0
    let count = max(1, first)
    switch (final, isPrivate) {
    case (UInt8(ascii: "H"), false), (UInt8(ascii: "f"), false):
      let column = parameters.count > 1 ? (parameters[1] ?? 1) : 1
      moveTo(line: count - 1, column: column - 1)
    case (UInt8(ascii: "G"), false): moveTo(line: y, column: count - 1)
    case (UInt8(ascii: "C"), false): moveTo(line: y, column: x + count)
    case (UInt8(ascii: "D"), false): moveTo(line: y, column: x - count)
    case (UInt8(ascii: "A"), false): moveTo(line: y - count, column: x)
    case (UInt8(ascii: "B"), false): moveTo(line: y + count, column: x)
    case (UInt8(ascii: "K"), false) where first == 0: erase(y * width + x..<(y + 1) * width)
    case (UInt8(ascii: "J"), false) where first == 0: erase(y * width + x..<cells.count)
    case (UInt8(ascii: "J"), false) where first == 2: erase(0..<cells.count)
    case (UInt8(ascii: "r"), false):
      let newTop = (parameters[0] ?? 1) - 1
      let newBottom = (parameters.count > 1 ? parameters[1] ?? height : height) - 1
      guard newTop >= 0, newTop < newBottom, newBottom < height else {
        problems.append("scrolling region \(parameters)")
        return
      }
      (top, bottom) = (newTop, newBottom)
      moveTo(line: 0, column: 0)
    case (UInt8(ascii: "S"), false): scroll(by: count)
    case (UInt8(ascii: "T"), false): scroll(by: -count)
    case (UInt8(ascii: "b"), false):
      guard let lastGraphic else { return problems.append("rep with nothing before it") }
      for _ in 0..<count { print(lastGraphic) }
    case (UInt8(ascii: "m"), false): selectGraphicRendition(parameters.map { $0 ?? 0 })
    case (UInt8(ascii: "h"), true), (UInt8(ascii: "l"), true): break  // Private modes.
    default: problems.append("CSI \(parameters) \(Character(Unicode.Scalar(final)))")
    }
  }

  private mutating func selectGraphicRendition(_ parameters: [Int]) {
    var index = 0
    while index < parameters.count {
      let parameter = parameters[index]
      index += 1
      switch parameter {
      case 0: rendition = Rendition()
      case 1: rendition.attributes.insert(.bold)
      case 2: rendition.attributes.insert(.dim)
      case 4: rendition.attributes.insert(.underline)
      case 7: rendition.attributes.insert(.reverse)
      case 30...37: rendition.foreground = Int32(parameter - 30)
      case 90...97: rendition.foreground = Int32(parameter - 90 + 8)
      case 39: rendition.foreground = -1
      case 40...47: rendition.background = Int32(parameter - 40)
      case 100...107: rendition.background = Int32(parameter - 100 + 8)
      case 49: rendition.background = -1
      case 38, 48:
        // `5;n` (a palette entry) or `2;r;g;b` (24-bit, kept as FrameEncoder numbers it).
        let color: Int32
        if index + 1 < parameters.count, parameters[index] == 5 {
          color = Int32(parameters[index + 1])
          index += 2
        } else if index + 3 < parameters.count, parameters[index] == 2,
          parameters[index + 1...index + 3].allSatisfy({ (0...255).contains($0) })
        {
          color =
            FrameEncoder.directBit | Int32(parameters[index + 1]) << 16
            | Int32(parameters[index + 2]) << 8 | Int32(parameters[index + 3])
          index += 4
        } else {
          return problems.append("SGR \(parameters)")
        }
        if parameter == 38 { rendition.foreground = color } else { rendition.background = color }
      default: problems.append("SGR \(parameters)")
      }
    }
  }

  /// Writes one scalar at the cursor as xterm does.
  private mutating func print(_ scalar: Unicode.Scalar) {
    let columns = TextWidth.of(scalar)
    if columns == 0 {
      if let lastWritten { cells[lastWritten].scalars.append(scalar) }
      return
    }
    if pendingWrap || (columns == 2 && x == width - 1) {
      if !pendingWrap { problems.append("a wide character wrapped at line \(y)") }
      moveTo(line: y, column: 0)
      lineFeed()
    }
    let start = y * width + x
    for column in x..<min(width, x + columns) { breakWideCharacter(at: y * width + column) }
    cells[start] = ModelCell(scalars: [scalar], rendition: rendition, link: openLink)
    if columns == 2 && x + 1 < width {
      cells[start + 1] = ModelCell(
        scalars: [], rendition: rendition, isContinuation: true, link: openLink)
    }
    lastWritten = start
    lastGraphic = scalar
    if x + columns >= width {
      x = width - 1
      pendingWrap = true
    } else {
      x += columns
    }
  }

  /// Blanks the other half of a wide character that `index` is part of.
  private mutating func breakWideCharacter(at index: Int) {
    let column = index % width
    if cells[index].isContinuation, column > 0 {
      cells[index - 1] = ModelCell(scalars: [" "], rendition: cells[index - 1].rendition)
    }
    if column + 1 < width, cells[index + 1].isContinuation {
      cells[index + 1] = ModelCell(scalars: [" "], rendition: cells[index + 1].rendition)
    }
  }

  private mutating func moveTo(line: Int, column: Int) {
    y = min(max(0, line), height - 1)
    x = min(max(0, column), width - 1)
    pendingWrap = false
    lastWritten = nil
  }

  /// A blank cell as erasing makes it: the current background (`bce`), nothing else.
  private var erased: ModelCell {
    ModelCell(scalars: [" "], rendition: Rendition(background: rendition.background))
  }

  private mutating func erase(_ range: Range<Int>) {
    guard !range.isEmpty else { return }
    breakWideCharacter(at: range.lowerBound)
    for index in range { cells[index] = erased }
  }

  private mutating func lineFeed() {
    if y == bottom { scroll(by: 1) } else if y < height - 1 { y += 1 }
    pendingWrap = false
    lastWritten = nil
  }

  private mutating func reverseIndex() {
    if y == top { scroll(by: -1) } else if y > 0 { y -= 1 }
    pendingWrap = false
    lastWritten = nil
  }

  /// Scrolls the region's content up by `offset` lines (negative: down), blanking the
  /// lines that enter it.
  private mutating func scroll(by offset: Int) {
    let lines = Array(top...bottom)
    for line in offset > 0 ? lines : lines.reversed() {
      let source = line + offset
      for column in 0..<width {
        cells[line * width + column] =
          (top...bottom).contains(source) ? cells[source * width + column] : erased
      }
    }
  }
}
