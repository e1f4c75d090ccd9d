import Testing

@testable import StackCore

@Suite struct TextWidthTests {
  @Test func asciiIsOneColumn() {
    #expect(TextWidth.of(Unicode.Scalar("a")) == 1)
    #expect(TextWidth.of(Unicode.Scalar(" ")) == 1)
    #expect(TextWidth.of(Unicode.Scalar("~")) == 1)
    #expect(TextWidth.of("Hello, world!") == 13)
    #expect(TextWidth.of("") == 0)
  }

  @Test func wideCharacters() {
    #expect(TextWidth.of(Unicode.Scalar("中")) == 2)
    #expect(TextWidth.of(Unicode.Scalar("😀")) == 2)
    #expect(TextWidth.of(Unicode.Scalar("한")) == 2)  // U+D55C, a Hangul syllable
    #expect(TextWidth.of(Unicode.Scalar("\u{FF21}")) == 2)  // fullwidth Ａ
    #expect(TextWidth.of(Unicode.Scalar("\u{3000}")) == 2)  // ideographic space
    #expect(TextWidth.of("中文ab") == 6)
    #expect(TextWidth.of("😀😀") == 4)
  }

  @Test func zeroWidthScalars() {
    #expect(TextWidth.of(Unicode.Scalar("\u{301}")) == 0)  // combining acute
    #expect(TextWidth.of(Unicode.Scalar("\u{200D}")) == 0)  // zero width joiner
    #expect(TextWidth.of(Unicode.Scalar("\u{FE0F}")) == 0)  // variation selector 16
    #expect(TextWidth.of(Unicode.Scalar("\u{200B}")) == 0)  // zero width space
    #expect(TextWidth.of(Unicode.Scalar("\u{1160}")) == 0)  // Hangul jungseong filler
    #expect(TextWidth.of("e\u{301}") == 1)
    #expect(TextWidth.of("\u{2764}\u{FE0F}") == 1)  // glibc: VS16 does not widen
    #expect(TextWidth.of("👨\u{200D}👩\u{200D}👧") == 6)  // each emoji on its own
  }

  @Test func glibcQuirksAreKept() {
    #expect(TextWidth.of(Unicode.Scalar("\u{AD}")) == 1)  // soft hyphen: 1 in glibc
    #expect(TextWidth.of(Unicode.Scalar("\u{1F1FA}")) == 1)  // regional indicator: 1
    #expect(TextWidth.of(Unicode.Scalar("\u{1F3FB}")) == 2)  // skin tone modifier: 2
    #expect(TextWidth.of(Unicode.Scalar("\u{2764}")) == 1)  // heavy black heart: 1
    #expect(TextWidth.of(Unicode.Scalar("\u{231A}")) == 2)  // watch: 2
  }

  @Test func controlsTakeTheWidthOfTheirVisibleFormAndNonPrintablesOneColumn() {
    #expect(TextWidth.of(Unicode.Scalar(0x00)) == 2)  // ^@
    #expect(TextWidth.of(Unicode.Scalar("\n")) == 2)  // ^J
    #expect(TextWidth.of(Unicode.Scalar(0x1B)) == 2)  // ^[
    #expect(TextWidth.of(Unicode.Scalar(0x7F)) == 2)  // ^?
    #expect(TextWidth.of(Unicode.Scalar(0x85)) == 4)  // <85>
    #expect(TextWidth.of(Unicode.Scalar("\u{0378}")) == 1)  // unassigned
    #expect(TextWidth.of(Unicode.Scalar("\u{2028}")) == 1)  // line separator
    #expect(TextWidth.of(Unicode.Scalar("\u{FFFE}")) == 1)  // noncharacter
    #expect(TextWidth.of("a\nb") == 4)
  }

  @Test func tabsExpandFromTheStartOfTheText() {
    #expect(TextWidth.of("\t") == 8)
    #expect(TextWidth.of("a\tb") == 9)
    #expect(TextWidth.of("1234567\t") == 8)
    #expect(TextWidth.of("12345678\t") == 16)
    #expect(TextWidth.of("中\t\t") == 16)
  }

  @Test func placementSubstitutesWhatTheTerminalCannotShow() {
    for value: UInt32 in [0x00, 0x0A, 0x1B, 0x1F, 0x7F, 0x80, 0x9F] {
      let scalar = Unicode.Scalar(value) ?? "?"
      #expect(ScalarPlacement(scalar) == .control(scalar))
    }
    #expect(ScalarPlacement(Unicode.Scalar("\u{0378}")) == .narrow("\u{FFFD}"))
    #expect(ScalarPlacement(Unicode.Scalar("\u{2029}")) == .narrow("\u{FFFD}"))
    #expect(ScalarPlacement(Unicode.Scalar("\t")) == .tab)
    #expect(ScalarPlacement(Unicode.Scalar("\u{200D}")) == .dropped)
    #expect(ScalarPlacement(Unicode.Scalar("\u{301}")) == .attached("\u{301}"))
    #expect(ScalarPlacement(Unicode.Scalar("中")) == .wide("中"))
    #expect(ScalarPlacement(Unicode.Scalar("é")) == .narrow("é"))
  }

  @Test func substitutesAreOneColumnWide() {
    for value: UInt32 in [0x2400, 0x240A, 0x241F, 0x2421, 0xFFFD] {
      let scalar = Unicode.Scalar(value) ?? "?"
      #expect(TextWidth.of(scalar) == 1)
      #expect(ScalarPlacement(scalar) == .narrow(scalar))
    }
  }

  /// The scalars measured without a table search (dashes, quotes, box drawing, blocks...) are
  /// in no width table: one column, stored as they are.
  @Test func commonNarrowScalarsAreInNoWidthTable() {
    for value: UInt32 in 0x2000...0x2600 where TextWidth.isCommonNarrow(value) {
      for table in [zeroWidthRanges, doubleWidthRanges, nonPrintableRanges] {
        #expect(!TextWidth.rangeTable(table, contains: value), "U+\(String(value, radix: 16))")
      }
      let scalar = Unicode.Scalar(value) ?? "?"
      #expect(TextWidth.of(scalar) == 1)
      #expect(ScalarPlacement(scalar) == .narrow(scalar))
    }
    #expect(TextWidth.isCommonNarrow(0x2500) && TextWidth.isCommonNarrow(0x2026))
    #expect(!TextWidth.isCommonNarrow(0x2028) && !TextWidth.isCommonNarrow(0x25FD))
  }

  /// Every kind of text is measured alike, whichever path measures it.
  @Test func everyTextTypeMeasuresAlike() {
    for text in ["Row 12: text", "a\tb", "中文 │ e\u{301}", "", "\u{1}x"] {
      let width = TextWidth.of(text)
      #expect(TextWidth.of(text[...]) == width, "\(text)")
      #expect(TextWidth.of(Substring(text).dropFirst(0)) == width, "\(text)")
      var canvas = Canvas(size: Size(width: 20, height: 1))
      #expect(canvas.write(text[...], at: .zero, style: .plain) == width, "\(text)")
      #expect(canvas.write(text, at: .zero, style: .plain) == width, "\(text)")
    }
  }

  @Test func rangeTablesAreSortedAndDisjoint() {
    for table in [zeroWidthRanges, doubleWidthRanges, nonPrintableRanges] {
      #expect(table.count % 2 == 0)
      for pair in stride(from: 0, to: table.count, by: 2) {
        #expect(table[pair] <= table[pair + 1])
        if pair > 0 { #expect(table[pair - 1] + 1 < table[pair]) }
      }
    }
  }

  /// Checks the generated tables against the C library itself, without Python: every Unicode
  /// scalar value, compared with glibc `wcwidth` under C.UTF-8. (`wcwidth` and
  /// `gnu_get_libc_version` are not exported by the Glibc module, so they are looked up with
  /// `dlsym`.) Only where the C library is glibc.
  @Test(.enabled(if: cLibraryIsGlibc)) func agreesWithGlibcWcwidth() throws {
    typealias WcwidthFunction = @convention(c) (Int32) -> Int32
    typealias VersionFunction = @convention(c) () -> UnsafePointer<CChar>?
    let process = dlopen(nil, RTLD_NOW)
    let wcwidthSymbol = try #require(dlsym(process, "wcwidth"))
    let versionSymbol = try #require(dlsym(process, "gnu_get_libc_version"))
    let wcwidth = unsafeBitCast(wcwidthSymbol, to: WcwidthFunction.self)
    let version = unsafeBitCast(versionSymbol, to: VersionFunction.self)
    let glibc = try #require(version().map { String(cString: $0) })
    try #require(
      glibc == widthTableGlibcVersion,
      "WidthTable.swift was generated from glibc \(widthTableGlibcVersion), this is \(glibc)")
    try #require(setlocale(LC_ALL, "C.UTF-8") != nil, "C.UTF-8 locale not available")
    var mismatches: [String] = []
    var checked = 0
    for value in UInt32(0)...0x10_FFFF {
      guard let scalar = Unicode.Scalar(value) else { continue }  // surrogates
      checked += 1
      let expected = Int(wcwidth(Int32(bitPattern: value)))
      let actual = TextWidth.of(scalar)
      let placement = ScalarPlacement(scalar)
      let isControl = value < 0x20 || (value >= 0x7F && value <= 0x9F)
      let agrees: Bool
      if value == 0x09 {
        agrees = actual == 1 && placement == .tab
      } else if isControl {
        agrees =
          actual == ControlCharacter.visibleForm(of: scalar).unicodeScalars.count
          && placement == .control(scalar)
      } else if expected == -1 {
        agrees = actual == 1 && placement == .narrow("\u{FFFD}")
      } else {
        agrees = actual == expected
      }
      if !agrees && mismatches.count < 20 {
        mismatches.append("U+\(String(value, radix: 16)): glibc \(expected), ours \(actual)")
      }
    }
    #expect(checked == 0x11_0000 - 0x800)
    #expect(mismatches.isEmpty, "\(mismatches)")
  }
}
