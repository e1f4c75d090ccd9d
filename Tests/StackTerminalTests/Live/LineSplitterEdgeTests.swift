import Testing

@testable import StackLive
@testable import StackTerminal

/// Line ends at the edges: a last `\n` and a line exactly at the length limit make no
/// extra empty line.
@Suite struct LineSplitterEdgeTests {
  @Test func inputEndingInANewlineHasNoExtraEmptyLine() {
    #expect(LineSplitterTests.lines(["a\nb\n"]) == ["a", "b"])
    #expect(LineSplitterTests.lines(["a\n", "b\n", ""]) == ["a", "b"])
  }

  @Test func aLineExactlyAtTheLengthLimitIsOneLine() {
    #expect(LineSplitterTests.lines(["abc\ndef\n"], limit: 3) == ["abc", "def"])
    #expect(LineSplitterTests.lines(["ab", "c\nd"], limit: 3) == ["abc", "d"])
  }
}
