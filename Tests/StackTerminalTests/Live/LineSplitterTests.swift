import Testing

@testable import StackLive
@testable import StackTerminal

/// Cutting bytes into lines: across chunks, at the end, with carriage returns and invalid
/// UTF-8 kept as read, and lines longer than the limit cut.
@Suite struct LineSplitterTests {
  static func lines(_ chunks: [String], limit: Int = 1 << 20, endAtLast: Bool = true) -> [String] {
    var splitter = LineSplitter(maximumLineLength: limit)
    var result: [String] = []
    for (index, chunk) in chunks.enumerated() {
      let bytes = Array(chunk.utf8)
      let batch = bytes.withUnsafeBytes {
        splitter.lines(in: $0, isEnd: endAtLast && index == chunks.count - 1)
      }
      result += (0..<batch.count).map { batch.text(at: $0) }
    }
    return result
  }

  @Test func aLineSplitAcrossChunksArrivesWhole() {
    #expect(Self.lines(["ab", "c\nde", "f\n"]) == ["abc", "def"])
  }

  @Test func theLastLineWithoutANewlineArrivesAtTheEndOnly() {
    #expect(Self.lines(["a\nb"], endAtLast: false) == ["a"])
    #expect(Self.lines(["a\nb"]) == ["a", "b"])
  }

  @Test func emptyLinesAndCarriageReturnsAreKept() {
    #expect(Self.lines(["\n\nx\r\n"]) == ["", "", "x\r"])
  }

  @Test func aLineLongerThanTheLimitComesInPieces() {
    #expect(Self.lines(["abcdefg\nh\n"], limit: 3) == ["abc", "def", "g", "h"])
  }

  @Test func invalidUTF8IsKeptAsBytes() {
    var splitter = LineSplitter()
    let bytes: [UInt8] = [0x61, 0xFF, 0x00, 0x0A]
    let batch = bytes.withUnsafeBytes { splitter.lines(in: $0, isEnd: false) }
    #expect(Array(batch.bytes(at: 0)) == [0x61, 0xFF, 0x00])
    #expect(batch.text(at: 0) == "a\u{FFFD}\u{0}")
  }
}
