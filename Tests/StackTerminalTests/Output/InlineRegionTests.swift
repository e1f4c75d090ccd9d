import StackCore
import Testing

@testable import StackTerminal

/// Where an inline region goes, and reading the terminal's answer to a cursor query.
@MainActor
struct InlineRegionTests {
  @Test func aRegionThatFitsStartsOnTheGivenLine() {
    let placement = InlineRegion.placement(startingAt: 3, requestedHeight: 5, screenLines: 24)
    #expect(placement == (top: 3, height: 5, scrolled: 0))
  }

  @Test func aRegionPastTheBottomScrollsTheScreenUpByWhatIsMissing() {
    let placement = InlineRegion.placement(startingAt: 20, requestedHeight: 10, screenLines: 24)
    #expect(placement == (top: 14, height: 10, scrolled: 6))
  }

  @Test func aRegionTallerThanTheScreenIsTheWholeScreen() {
    let placement = InlineRegion.placement(startingAt: 5, requestedHeight: 400, screenLines: 24)
    #expect(placement == (top: 0, height: 24, scrolled: 5))
    #expect(InlineRegion.placement(startingAt: 0, requestedHeight: 0, screenLines: 1).height == 1)
  }

  @Test func theCursorReportIsFoundAmongKeysTypedAhead() {
    let bytes = Array("ab\u{1B}[A\u{1B}[12;40Rc".utf8)
    let report = NcursesTerminal.cursorReport(in: bytes)
    #expect(report?.row == 12 && report?.column == 40)
    #expect(report?.range == 5..<13)
    #expect(NcursesTerminal.cursorReport(in: Array("\u{1B}[12;4".utf8)) == nil)
    #expect(NcursesTerminal.cursorReport(in: Array("\u{1B}[;4R".utf8)) == nil)
  }
}
