import Testing

@testable import StackUI

/// `Layout`: rows and columns by constraints, with the rounding and the cases where the
/// constraints cannot all hold.
@Suite struct RegionLayoutTests {
  @Test func aTitleABodyAndAStatusLineSplitTheScreen() {
    let screen = Rect(x: 0, y: 0, width: 80, height: 24)
    let rows = Layout.rows([.fixed(1), .fill(), .fixed(1)]).split(screen)
    #expect(
      rows == [
        Rect(x: 0, y: 0, width: 80, height: 1), Rect(x: 0, y: 1, width: 80, height: 22),
        Rect(x: 0, y: 23, width: 80, height: 1),
      ])
  }

  @Test func columnsNestInARow() {
    let body = Layout.rows([.fill(), .fixed(1)]).split(Rect(x: 2, y: 3, width: 80, height: 24))
    let panes = Layout.columns([.fraction(1, of: 3), .fill()]).split(body[0])
    #expect(
      panes == [Rect(x: 2, y: 3, width: 26, height: 23), Rect(x: 28, y: 3, width: 54, height: 23)])
  }

  @Test func fillsShareByWeightAndLaterPartsGetTheOddCells() {
    #expect(Layout.columns([.fill(), .fill(weight: 2)]).lengths(of: 9) == [3, 6])
    #expect(Layout.columns([.fill(), .fill(), .fill()]).lengths(of: 10) == [3, 3, 4])
    #expect(Layout.columns([.fill(weight: 0), .fill()]).lengths(of: 10) == [0, 10])
  }

  @Test func minAndMaxGrowLikeFillsWithinTheirLimits() {
    #expect(Layout.columns([.min(20), .fill()]).lengths(of: 30) == [20, 10])
    #expect(Layout.columns([.min(5), .fill()]).lengths(of: 30) == [15, 15])
    #expect(Layout.columns([.max(4), .fill()]).lengths(of: 30) == [4, 26])
    #expect(Layout.columns([.max(40), .fill()]).lengths(of: 30) == [15, 15])
    #expect(Layout.columns([.max(3), .max(3), .fill()]).lengths(of: 30) == [3, 3, 24])
  }

  @Test func fixedPartsLongerThanTheWholeShrinkInProportion() {
    #expect(Layout.columns([.fixed(10), .fixed(30)]).lengths(of: 20) == [5, 15])
    #expect(Layout.columns([.fixed(10), .fill(), .min(30)]).lengths(of: 20) == [5, 0, 15])
    #expect(Layout.rows([.fixed(Int.max), .fixed(Int.max)]).lengths(of: 3) == [1, 2])
  }

  @Test func whatNoPartTakesGoesToTheLastUnlimitedPartOrTheLast() {
    #expect(Layout.columns([.fixed(3), .fixed(3)]).lengths(of: 10) == [3, 7])
    #expect(Layout.columns([.fixed(3), .fill(weight: 0), .fixed(3)]).lengths(of: 10) == [3, 4, 3])
    #expect(Layout.columns([.max(2), .max(2)]).lengths(of: 10) == [2, 8])
    #expect(
      Layout.columns([.fraction(1, of: 3), .fraction(1, of: 3), .fraction(1, of: 3)])
        .lengths(of: 10) == [3, 3, 4])
  }

  @Test func oddInputNeverTrapsAndStillCoversTheWhole() {
    let odd: [LayoutConstraint] = [
      .fixed(-4), .min(-1), .max(-9), .fraction(-1, of: 3), .fraction(5, of: 0),
      .fraction(7, of: 2), .fill(weight: -3), .fill(weight: Int.max), .fixed(Int.max),
      .min(Int.min), .fraction(Int.max, of: Int.max),
    ]
    for total in [Int.min, -1, 0, 1, 2, 7, 1 << 40, Int.max] {
      let lengths = Layout.rows(odd).lengths(of: total)
      #expect(lengths.count == odd.count)
      #expect(lengths.allSatisfy { $0 >= 0 })
      #expect(lengths.reduce(0) { $0.addingReportingOverflow($1).partialValue } == max(0, total))
    }
    #expect(Layout.rows([]).lengths(of: 10) == [])
    #expect(Layout.rows([]).split(Rect(x: 0, y: 0, width: 5, height: 5)) == [])
  }

  @Test func aZeroSizeOrOneCellRegionGivesEmptyOrTinyParts() {
    let constraints: [LayoutConstraint] = [.fixed(2), .fill(), .min(1)]
    let none = Layout.rows(constraints).split(.zero)
    #expect(none.count == 3 && none.allSatisfy { $0.isEmpty })
    let oneCell = Layout.columns(constraints).split(Rect(x: 4, y: 4, width: 1, height: 1))
    #expect(oneCell.map(\.size.width) == [0, 0, 1])
    #expect(oneCell.allSatisfy { $0.size.height == 1 && $0.minY == 4 })
  }
}
