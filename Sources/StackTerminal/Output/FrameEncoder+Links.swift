import StackCore

/// How ``FrameEncoder`` sends links (decision 0636): a cell whose glyph carries a link ID is
/// written between `ESC]8;;URI ESC\` and `ESC]8;; ESC\` (OSC 8), the URI escaped by
/// `Hyperlink.terminalBytes(of:)` so that no control character reaches the terminal. A link
/// is opened when the first of its cells is written and closed before a cell outside it and
/// at the end of every frame, so the terminal is never left inside one.
extension FrameEncoder {
  /// Opens `id`'s link of `frame` (closing the one open), or closes the open link for 0.
  mutating func switchLink(to id: UInt32, in frame: Canvas, into output: inout [UInt8]) {
    guard id != openLinkID else { return }
    if openLinkID != 0 { output += Self.closeLinkBytes }
    openLinkID = 0
    let index = Int(id) - 1
    guard index >= 0, index < frame.links.count else { return }
    output += [0x1B, UInt8(ascii: "]"), UInt8(ascii: "8"), UInt8(ascii: ";"), UInt8(ascii: ";")]
    output += Hyperlink.terminalBytes(of: frame.links[index])
    output += [0x1B, UInt8(ascii: "\\")]
    openLinkID = id
  }

  /// Closes the open link, if any.
  mutating func closeLink(into output: inout [UInt8]) {
    guard openLinkID != 0 else { return }
    output += Self.closeLinkBytes
    openLinkID = 0
  }

  /// OSC 8 with an empty URI: the end of a link.
  static let closeLinkBytes: [UInt8] = [
    0x1B, UInt8(ascii: "]"), UInt8(ascii: "8"), UInt8(ascii: ";"), UInt8(ascii: ";"), 0x1B,
    UInt8(ascii: "\\"),
  ]

  /// `changes` (from `previous` to `frame`, of one size) with every line that holds a link
  /// in either frame changed in full when their link tables differ: a link's ID is its place
  /// in its own frame's table, so equal cells may point to different URIs.
  static func changes(
    _ changes: [(y: Int, columns: Range<Int>)], widenedForLinksFrom previous: Canvas,
    to frame: Canvas
  ) -> [(y: Int, columns: Range<Int>)] {
    guard !sameLinks(previous.links, frame.links), previous.size == frame.size else {
      return changes
    }
    let linked = (0..<frame.size.height).map {
      previous.hasLink(onLine: $0) || frame.hasLink(onLine: $0)
    }
    guard linked.contains(true) else { return changes }
    var widened: [(y: Int, columns: Range<Int>)] = []
    var next = 0
    for y in 0..<frame.size.height {
      while next < changes.count && changes[next].y == y {
        if !linked[y] { widened.append(changes[next]) }
        next += 1
      }
      if linked[y] && frame.size.width > 0 { widened.append((y, 0..<frame.size.width)) }
    }
    return widened
  }

  /// True when `a` and `b` hold the same URIs byte for byte (not as canonically equal
  /// Strings: `é` precomposed and decomposed are different files).
  private static func sameLinks(_ a: [String], _ b: [String]) -> Bool {
    a.count == b.count && zip(a, b).allSatisfy { $0.utf8.elementsEqual($1.utf8) }
  }
}
