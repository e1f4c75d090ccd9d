import Testing

@testable import StackCore

@Suite struct TextLayoutTests {
  @Test func wrapsAtSpaces() {
    #expect(TextLayout.wrap("the quick brown fox", width: 10) == ["the quick", "brown fox"])
    #expect(TextLayout.wrap("the quick brown fox", width: 9) == ["the quick", "brown fox"])
    #expect(TextLayout.wrap("the quick brown fox", width: 8) == ["the", "quick", "brown", "fox"])
    #expect(TextLayout.wrap("the quick brown fox", width: 100) == ["the quick brown fox"])
  }

  @Test func noTrailingOrBreakSpaces() {
    #expect(TextLayout.wrap("one  two   three   ", width: 8) == ["one  two", "three"])
    #expect(TextLayout.wrap("  indented text", width: 20) == ["  indented text"])
    #expect(TextLayout.wrap("  indented text", width: 10) == ["  indented", "text"])
    // A tab goes to its 8-column stop, then breaks like spaces (issue 20 item 6).
    #expect(TextLayout.wrap("a\tb", width: 5) == ["a", "b"])
    #expect(TextLayout.wrap("a\tb", width: 9) == ["a       b"])
    #expect(TextLayout.wrap("    ", width: 5) == [""])
  }

  @Test func breaksWordsLongerThanTheWidth() {
    #expect(TextLayout.wrap("abcdefghij", width: 4) == ["abcd", "efgh", "ij"])
    #expect(TextLayout.wrap("hi abcdefghij", width: 5) == ["hi ab", "cdefg", "hij"])
    #expect(TextLayout.wrap("abcd efgh", width: 4) == ["abcd", "efgh"])
  }

  @Test func wrapsCJKWithoutSplittingWideCharacters() {
    #expect(TextLayout.wrap("中文字符测试", width: 5) == ["中文", "字符", "测试"])
    #expect(TextLayout.wrap("中文字符测试", width: 4) == ["中文", "字符", "测试"])
    #expect(TextLayout.wrap("hello 中文字符测试", width: 10) == ["hello 中文", "字符测试"])
    #expect(TextLayout.wrap("ab中文", width: 3) == ["ab", "中", "文"])
    // A wide character wider than the whole line still gets a line of its own.
    #expect(TextLayout.wrap("中文", width: 1) == ["中", "文"])
    #expect(TextLayout.wrap("a 中文 b", width: 1) == ["a", "中", "文", "b"])
  }

  @Test func keepsZeroWidthScalarsWithTheirBase() {
    let e = "e\u{301}"
    #expect(TextLayout.wrap(e + e + e, width: 2) == [e + e, e])
    #expect(TextLayout.wrap("ab\u{301}cd", width: 2) == ["ab\u{301}", "cd"])
  }

  @Test func honoursParagraphs() {
    #expect(TextLayout.wrap("one two\nthree", width: 5) == ["one", "two", "three"])
    #expect(TextLayout.wrap("one two\nthree", width: 4) == ["one", "two", "thre", "e"])
    #expect(TextLayout.wrap("a\n\nb", width: 4) == ["a", "", "b"])
    #expect(TextLayout.wrap("a\r\nb\n", width: 4) == ["a", "b", ""])
    #expect(TextLayout.wrap("", width: 4) == [""])
  }

  @Test func nonPositiveWidthGivesNoLines() {
    #expect(TextLayout.wrap("hello", width: 0) == [])
    #expect(TextLayout.wrap("hello", width: -3) == [])
  }

  @Test func everyLineFits() {
    let samples = [
      "The quick brown fox jumps over the lazy dog",
      "中文字符 mixed with English words and 😀 emoji",
      "supercalifragilisticexpialidocious and then some",
      "e\u{301}e\u{301} tab\there  double  spaces ",
    ]
    for text in samples {
      for width in 2...20 {
        for line in TextLayout.wrap(text, width: width) {
          #expect(TextWidth.of(line) <= width, "\(line) at \(width)")
          #expect(!line.hasSuffix(" "))
        }
      }
    }
  }

  @Test func truncate() {
    #expect(TextLayout.truncate("hello", width: 5) == "hello")
    #expect(TextLayout.truncate("hello world", width: 8) == "hello w…")
    #expect(TextLayout.truncate("hello", width: 1) == "…")
    #expect(TextLayout.truncate("hello", width: 0) == "")
    #expect(TextLayout.truncate("hello world", width: 8, ellipsis: "...") == "hello...")
    #expect(TextLayout.truncate("hello", width: 2, ellipsis: "...") == "he")
    #expect(TextLayout.truncate("hello", width: 3, ellipsis: "") == "hel")
  }

  @Test func truncateWithWideCharacters() {
    #expect(TextLayout.truncate("中文字符", width: 8) == "中文字符")
    #expect(TextLayout.truncate("中文字符", width: 7) == "中文字…")
    #expect(TextLayout.truncate("中文字符", width: 6) == "中文…")  // 字 would split
    #expect(TextLayout.truncate("中文字符", width: 5) == "中文…")
    #expect(TextLayout.truncate("中文字符", width: 2) == "…")
    #expect(TextLayout.truncate("e\u{301}e\u{301}e\u{301}", width: 2) == "e\u{301}…")
    #expect(TextLayout.truncate("a\tb", width: 9) == "a\tb")
    #expect(TextLayout.truncate("a\tbc", width: 9) == "a\t…")
  }

  @Test func padToExactWidth() {
    #expect(TextLayout.pad("ab", toWidth: 4) == "ab  ")
    #expect(TextLayout.pad("中文", toWidth: 6) == "中文  ")
    #expect(TextLayout.pad("中文字符", toWidth: 6) == "中文… ")
    #expect(TextLayout.pad("中文字符", toWidth: 5) == "中文…")
    #expect(TextLayout.pad("abc", toWidth: 3) == "abc")
    #expect(TextLayout.pad("abc", toWidth: 0) == "")
    for width in 1...10 {
      #expect(TextWidth.of(TextLayout.pad("中文字符😀", toWidth: width)) == width)
    }
  }
}
