import Testing

@testable import StackCore

@Suite struct CanvasDiffTests {
  let red = CellStyle(foreground: .ansi(1))

  func canvas(_ lines: [String], width: Int, style: CellStyle = .plain) -> Canvas {
    var canvas = Canvas(size: Size(width: width, height: lines.count))
    for (y, line) in lines.enumerated() {
      canvas.write(line, at: Point(x: 0, y: y), style: style)
    }
    return canvas
  }

  func text(_ run: CellRun) -> String {
    run.cells.map(\.grapheme).joined()
  }

  @Test func identicalCanvasesHaveNoRuns() {
    let frame = canvas(["hello", "中文 world"], width: 12)
    #expect(CanvasDiff.runs(from: frame, to: frame).isEmpty)
    #expect(CanvasDiff.runs(from: Canvas(size: .zero), to: Canvas(size: .zero)).isEmpty)
  }

  @Test func noPreviousCanvasMeansEverythingChanged() {
    let frame = canvas(["ab", "cd"], width: 3)
    let runs = CanvasDiff.runs(from: nil, to: frame)
    #expect(runs.count == 2)
    #expect(
      runs[0] == CellRun(y: 0, x: 0, cells: [Cell(grapheme: "a"), Cell(grapheme: "b"), .blank]))
    #expect(runs[1].y == 1 && runs[1].x == 0 && text(runs[1]) == "cd ")
  }

  @Test func sizeChangeMeansEverythingChanged() {
    let old = canvas(["ab", "cd"], width: 3)
    let new = canvas(["ab", "cd", ""], width: 3)
    let runs = CanvasDiff.runs(from: old, to: new)
    #expect(runs.map(\.y) == [0, 1, 2])
    #expect(runs.allSatisfy { $0.x == 0 && $0.cells.count == 3 })
  }

  @Test func oneChangedCellIsOneRun() {
    let old = canvas(["hello", "world"], width: 6)
    let new = canvas(["hello", "wOrld"], width: 6)
    #expect(
      CanvasDiff.runs(from: old, to: new) == [CellRun(y: 1, x: 1, cells: [Cell(grapheme: "O")])])
  }

  @Test func styleChangeIsAChange() {
    let old = canvas(["abc"], width: 3)
    var new = old
    new.applyStyle(red, in: Rect(x: 1, y: 0, width: 1, height: 1))
    #expect(
      CanvasDiff.runs(from: old, to: new) == [
        CellRun(y: 0, x: 1, cells: [Cell(grapheme: "b", style: red)])
      ])
  }

  @Test func changedWideCharacterTakesBothHalves() {
    // Only the lead cell differs (the continuation cells are equal), but the run covers both.
    let old = canvas(["ab中cd"], width: 8)
    let new = canvas(["ab文cd"], width: 8)
    let runs = CanvasDiff.runs(from: old, to: new)
    #expect(runs.count == 1)
    #expect(runs[0].x == 2)
    #expect(runs[0].cells == [Cell(grapheme: "文"), Cell(grapheme: "", isContinuation: true)])
  }

  @Test func changedContinuationPullsInItsLead() {
    let old = canvas(["a中b"], width: 5)
    var new = old
    new.set(Cell(grapheme: "", style: red, isContinuation: true), at: Point(x: 2, y: 0))
    let runs = CanvasDiff.runs(from: old, to: new)
    #expect(
      runs == [
        CellRun(
          y: 0, x: 1,
          cells: [Cell(grapheme: "中"), Cell(grapheme: "", style: red, isContinuation: true)])
      ])
  }

  @Test func wideCharacterReplacedByNarrowOnes() {
    let old = canvas(["x中y"], width: 5)
    let new = canvas(["xabyz"], width: 5)
    let runs = CanvasDiff.runs(from: old, to: new)
    #expect(runs.count == 1)
    #expect(runs[0].x == 1 && text(runs[0]) == "abyz")
    #expect(!runs[0].cells[0].isContinuation)
    let back = CanvasDiff.runs(from: new, to: old)
    #expect(back.count == 1 && back[0].x == 1 && text(back[0]) == "中y ")
  }

  @Test func runsNeverStartOnOrSplitAWideCharacter() {
    let old = canvas(["中文字符测试", "abcdefghijkl"], width: 12)
    let new = canvas(["中x字符y试", "ab中def字ijkl"], width: 12)
    for run in CanvasDiff.runs(from: old, to: new) {
      #expect(!run.cells[0].isContinuation)
      if let last = run.cells.last { #expect(last.width != 2) }
      for (offset, cell) in run.cells.enumerated() {
        #expect(new[run.x + offset, run.y] == cell)
      }
    }
  }

  @Test func smallGapsAreMerged() {
    let old = canvas(["abcdefghij"], width: 10)
    // Changes at 0 and 4: the gap "bcd" is 3 bytes, less than a 4-byte cursor move.
    let merged = CanvasDiff.runs(from: old, to: canvas(["XbcdXfghij"], width: 10))
    #expect(merged.count == 1 && merged[0].x == 0 && text(merged[0]) == "XbcdX")
    // Changes at 0 and 5: a gap of 4 cells is never merged.
    let apart = CanvasDiff.runs(from: old, to: canvas(["XbcdeXghij"], width: 10))
    #expect(apart.map(\.x) == [0, 5])
    // A one-cell gap of a two-byte character is cheaper than `ESC [ C`.
    let accent = CanvasDiff.runs(from: canvas(["aébc"], width: 4), to: canvas(["XéXc"], width: 4))
    #expect(accent.count == 1 && text(accent[0]) == "XéX")
  }

  @Test func expensiveGapsAreNotMerged() {
    // A 4-byte emoji in the gap costs as much as a cursor move.
    let emoji = CanvasDiff.runs(from: canvas(["a😀b"], width: 4), to: canvas(["X😀X"], width: 4))
    #expect(emoji.map(\.x) == [0, 3])
    // A gap in another style would need an attribute change.
    var old = canvas(["abcde"], width: 5)
    old.applyStyle(red, in: Rect(x: 1, y: 0, width: 1, height: 1))
    var new = old
    new.write("X", at: .zero, style: .plain)
    new.write("X", at: Point(x: 2, y: 0), style: .plain)
    #expect(CanvasDiff.runs(from: old, to: new).map(\.x) == [0, 2])
  }

  @Test func runsAreOrderedByLineThenColumn() {
    let old = canvas(["aaaaaaaaaa", "bbbbbbbbbb", "cccccccccc"], width: 10)
    let new = canvas(["aaaaaaaaaX", "bbbbbbbbbb", "Xcccccccc中"], width: 11)
    #expect(CanvasDiff.runs(from: old, to: new).count == 3)  // different size: full
    let sameSize = canvas(["Xaaaaaaaaa", "bbbbbbbbbb", "ccccccccXX"], width: 10)
    let runs = CanvasDiff.runs(from: old, to: sameSize)
    #expect(runs.map { [$0.y, $0.x, $0.cells.count] } == [[0, 0, 1], [2, 8, 2]])
  }
}
