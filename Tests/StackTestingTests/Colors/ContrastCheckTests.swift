import StackCore
import StackTesting
import Testing

/// WCAG 2 luminance and contrast, and the check that names the cells below 3:1.
@Suite struct ContrastCheckTests {
  private func ratio(_ first: String, _ second: String) throws -> Double {
    try #require(color(first)).contrastRatio(with: try #require(color(second)))
  }

  private func color(_ hex: String) -> RenderedColor? {
    guard hex.count == 7, let value = UInt32(hex.dropFirst(), radix: 16) else { return nil }
    return RenderedColor(
      red: UInt8(value >> 16 & 0xFF), green: UInt8(value >> 8 & 0xFF), blue: UInt8(value & 0xFF))
  }

  @Test func knownPairsHaveWCAGsRatios() throws {
    #expect(try ratio("#000000", "#ffffff") == 21)
    #expect(try ratio("#ffffff", "#000000") == 21)
    #expect(try ratio("#ffffff", "#ffffff") == 1)
    #expect(abs(try ratio("#777777", "#ffffff") - 4.48) < 0.01)  // WCAG's 4.5:1 borderline.
    #expect(abs(try ratio("#767676", "#ffffff") - 4.54) < 0.01)
    #expect(abs(try ratio("#00ff00", "#ffffff") - 1.37) < 0.01)  // xterm's bright green.
    #expect(abs(try ratio("#00cd00", "#ffffff") - 2.16) < 0.01)  // xterm's green.
    #expect(abs(try ratio("#0000ee", "#000000") - 2.23) < 0.01)  // xterm's blue on black.
    #expect(RenderedColor.white.relativeLuminance == 1)
    #expect(RenderedColor.black.relativeLuminance == 0)
  }

  @Test func readableTextPasses() {
    var canvas = Canvas(size: Size(width: 6, height: 2))
    canvas.write("ok", at: .zero, style: .plain)
    canvas.write("red", at: Point(x: 0, y: 1), style: CellStyle(foreground: .ansi(1)))
    let report = ContrastCheck().run(on: canvas)
    #expect(report.isPassing, "\(report)")
    #expect(report.checkedCells == 5 * 4)  // 5 glyphs, dark and light, 8 and 256 colours.
  }

  @Test func theFailingCellsAreNamed() throws {
    var canvas = Canvas(size: Size(width: 6, height: 2))
    canvas.write("hi", at: Point(x: 1, y: 1), style: CellStyle(foreground: .ansi(10)))
    let report = ContrastCheck.run(on: canvas, background: .light, colors: .ansi8)
    #expect(report.failures.count == 2)
    #expect(report.looks.count == 1 && report.looks.first?.count == 2)
    let first = try #require(report.failures.first)
    #expect(first.row == 1 && first.column == 1 && first.text == "h")
    #expect(first.foreground.hex == "#00cd00" && first.background.hex == "#ffffff")
    #expect(abs(first.ratio - 2.16) < 0.01)
    #expect(first.style == CellStyle(foreground: .ansi(10)))
    #expect(
      first.description
        == "light/8 row 1 col 1 \"h\" #00cd00 on #ffffff 2.16:1 (fg ansi(10) bg default)")
    #expect(
      ContrastCheck.run(on: canvas, background: .light, colors: .ansi256).worst(1).first?
        .foreground.hex == "#00ff00")
    #expect(ContrastCheck.run(on: canvas, background: .dark, colors: .ansi8).isPassing)
  }

  @Test func spacesAndWideHalvesAreNotText() {
    var canvas = Canvas(size: Size(width: 6, height: 1))
    canvas.write("  ", at: .zero, style: CellStyle(foreground: .ansi(7)))
    canvas.write("中", at: Point(x: 2, y: 0), style: CellStyle(foreground: .ansi(11)))
    let report = ContrastCheck.run(on: canvas, background: .light, colors: .ansi256)
    #expect(report.checkedCells == 1)
    #expect(report.failures.map(\.column) == [2])
  }

  @Test func theSameCellOnTwoScreensIsOneFailure() {
    var canvas = Canvas(size: Size(width: 3, height: 1))
    canvas.write("x", at: .zero, style: CellStyle(foreground: .ansi(4)))
    let check = ContrastCheck(backgrounds: [.dark], depths: [.ansi8])
    var report = check.run(on: canvas, screen: "first")
    report.merge(check.run(on: canvas, screen: "second"))
    #expect(report.failures.count == 1)
    #expect(report.failures.first?.screen == "first")
    #expect(report.checkedCells == 2)
    #expect(
      report.description
        == "1 cells below 3.00:1 (of 2 cells with text checked)\n"
        + "  1 × first: dark/8 row 0 col 0 \"x\" #0000ee on #000000 2.23:1 (fg ansi(4) bg default)")
  }

  @Test func aStricterRatioFailsMore() {
    var canvas = Canvas(size: Size(width: 3, height: 1))
    canvas.write("x", at: .zero, style: CellStyle(foreground: .ansi(1)))  // 3.60:1 on black.
    #expect(ContrastCheck.run(on: canvas, background: .dark, colors: .ansi8).isPassing)
    #expect(
      !ContrastCheck.run(on: canvas, background: .dark, colors: .ansi8, minimumRatio: 4.5)
        .isPassing)
  }
}
