import Testing

@testable import StackCore

/// Wrapping and cutting long text: the same lines as cutting it by columns, in one pass.
struct TextLayoutLinearTests {
  /// `text` (no spaces) cut into pieces of `width` scalars of width 1 or 2, by reference:
  /// a piece ends before the scalar that would overflow it.
  static func cutByColumns(_ text: String, width: Int) -> [String] {
    var lines: [String] = []
    var line = ""
    var column = 0
    for scalar in text.unicodeScalars {
      let advance = TextWidth.of(scalar)
      if advance > 0 && column > 0 && column + advance > width {
        lines.append(line)
        line = ""
        column = 0
      }
      line.unicodeScalars.append(scalar)
      column += advance
    }
    lines.append(line)
    return lines
  }

  @Test func aWordOfAMegabyteWrapsAsCuttingItByColumnsDoes() {
    let word = String(repeating: "ab中e\u{301}", count: 1 << 18)
    let wrapped = TextLayout.wrap(word, width: 7)
    #expect(wrapped == Self.cutByColumns(word, width: 7))
    #expect(wrapped.allSatisfy { TextWidth.of($0) <= 7 })
  }

  @Test func aLongWordAfterOthersFillsTheLineFirstThenIsCut() {
    #expect(TextLayout.wrap("ab cdefghijkl", width: 5) == ["ab cd", "efghi", "jkl"])
    #expect(TextLayout.wrap("中中中", width: 1) == ["中", "中", "中"])
    #expect(TextLayout.wrap("a\u{301}\u{302}bc", width: 1) == ["a\u{301}\u{302}", "b", "c"])
  }

  @Test func truncatingATenMegabyteLineGivesItsFirstColumns() {
    let line = String(repeating: "x", count: 10_000_000)
    #expect(TextLayout.truncate(line, width: 5) == "xxxx…")
    #expect(TextLayout.truncate("abc", width: 3) == "abc")
    #expect(TextLayout.truncate("a\tb", width: 9) == "a\tb")
    #expect(TextLayout.truncate("a\tb", width: 8) == "a…")  // The tab does not fit before …
  }
}
