import StackCore
import Testing

@testable import StackTerminal

/// A `FrameEncoder` drawing frames the way `NcursesTerminal.present` does, onto a
/// ``VTModel`` screen that starts full of garbage: ``show(_:)`` encodes a frame and applies
/// its bytes, ``check(_:_:)`` compares the screen with the frame, cell by cell.
@MainActor
struct EncodedScreen {
  var encoder: FrameEncoder
  var lastFrame: Canvas?
  var model: VTModel
  let colors: ColorPairs?
  /// The attributes the entry can turn on (`vt100` has no `dim`, for example).
  let shownAttributes: TextAttributes

  init(capabilities: TerminalCapabilities, colors: ColorPairs? = nil, size: Size) {
    encoder = FrameEncoder(capabilities: capabilities, colors: colors)
    self.colors = colors
    var shown: TextAttributes = []
    if !capabilities.bold.isEmpty { shown.insert(.bold) }
    if !capabilities.dim.isEmpty { shown.insert(.dim) }
    if !capabilities.reverse.isEmpty { shown.insert(.reverse) }
    if !capabilities.underline.isEmpty { shown.insert(.underline) }
    shownAttributes = shown
    model = VTModel(
      width: size.width, height: size.height, fill: "?",
      rendition: VTModel.Rendition(attributes: .reverse, foreground: 3, background: 5))
  }

  /// Encodes `frame` (as the terminal's next frame) and applies the bytes; returns them.
  @discardableResult
  mutating func show(_ frame: Canvas) -> [UInt8] {
    if frame.size.width != model.width || frame.size.height != model.height {
      model = VTModel(width: frame.size.width, height: frame.size.height, fill: "%")
    }
    var changes = CanvasDiff.changes(from: lastFrame, to: frame)
    if let lastFrame {  // As NcursesTerminal.present does.
      changes = FrameEncoder.changes(changes, widenedForLinksFrom: lastFrame, to: frame)
    }
    var bytes: [UInt8] = []
    if !changes.isEmpty {
      withTerminalLocale {
        encoder.encode(from: &lastFrame, to: frame, changes: changes, into: &bytes)
      }
    }
    lastFrame = frame
    model.apply(bytes)
    return bytes
  }

  /// The cells where the screen differs from `frame` (glyphs, the attributes the entry has,
  /// and colour numbers as the encoder sends them), at most `limit` of them, described.
  func differences(from frame: Canvas, limit: Int = 5) -> [String] {
    var found: [String] = []
    for y in 0..<frame.size.height {
      for x in 0..<frame.size.width {
        let cell = frame.packedCell(x: x, y: y)
        let shown = model.cells[y * model.width + x]
        if cell.isContinuation {
          if !shown.isContinuation { found.append("(\(x),\(y)) should be a right half") }
          continue
        }
        var scalars: [Unicode.Scalar] = []
        cell.glyph.forEachScalar { scalars.append($0) }
        if scalars.isEmpty { scalars = [" "] }
        let numbers = encoder.colorNumbers(for: cell.style)
        let expected = VTModel.Rendition(
          attributes: cell.style.attributes.intersection(shownAttributes),
          foreground: numbers.foreground,
          background: numbers.background)
        // Glyphs compare as the canvas compares them: canonically equivalent is equal.
        let shownText = String(String.UnicodeScalarView(shown.scalars))
        let text = String(String.UnicodeScalarView(scalars))
        let link =
          encoder.sendsLinks
          ? frame.link(at: Point(x: x, y: y)).map {
            String(decoding: Hyperlink.terminalBytes(of: $0), as: UTF8.self)
          } : nil
        if shown.link != link {
          found.append(
            "(\(x),\(y)) links to \(shown.link ?? "nothing"), frame \(link ?? "nothing")")
        }
        if shownText != text || shown.rendition != expected || shown.isContinuation {
          found.append(
            "(\(x),\(y)) shows \(shown.scalars) \(shown.rendition), frame \(scalars) \(expected)")
        }
        if found.count >= limit { return found }
      }
    }
    return found
  }

  /// Expects the screen to show `frame` exactly and the bytes to hold nothing unknown.
  func check(_ frame: Canvas, _ context: @autoclosure () -> String = "") {
    #expect(model.problems.isEmpty, "\(context()): \(model.problems.prefix(5))")
    #expect(model.openLink == nil, "\(context()): a link left open")
    let differences = differences(from: frame)
    #expect(differences.isEmpty, "\(context()): \(differences)")
  }
}

extension Array where Element == UInt8 {
  /// Whether `part` occurs in these bytes.
  func contains(_ part: String) -> Bool {
    let part = Array(part.utf8)
    guard !part.isEmpty, part.count <= count else { return part.isEmpty }
    return (0...(count - part.count)).contains { self[$0..<$0 + part.count].elementsEqual(part) }
  }

  /// How often `part` occurs (overlaps counted).
  func occurrences(of part: String) -> Int {
    let part = Array(part.utf8)
    guard !part.isEmpty, part.count <= count else { return 0 }
    return (0...(count - part.count)).count { self[$0..<$0 + part.count].elementsEqual(part) }
  }
}
