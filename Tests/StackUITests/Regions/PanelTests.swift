import PropertyBased
import Testing

@testable import StackUI

/// `Panel`: borders and titles drawn inside their region, the inner region left alone, the
/// focus shown by the line's shape and style.
@Suite struct PanelTests {
  /// A canvas of `width`×`height` filled with `x`, to see what a panel leaves untouched.
  static func canvas(width: Int, height: Int) -> Canvas {
    Canvas(size: Size(width: width, height: height), fill: Cell("x"))
  }

  @Test func aPlainPanelDrawsItsBorderAndTitleAndLeavesTheInside() {
    var canvas = Self.canvas(width: 14, height: 5)
    let inner = Panel(title: "Files").render(
      into: &canvas, in: Rect(x: 1, y: 0, width: 12, height: 4))
    #expect(inner == Rect(x: 2, y: 1, width: 10, height: 2))
    #expect(
      canvas.lines == [
        "x┌ Files ───┐x", "x│xxxxxxxxxx│x", "x│xxxxxxxxxx│x", "x└──────────┘x",
        "xxxxxxxxxxxxxx",
      ])
  }

  @Test func eachBorderHasItsLines() {
    let expected: [PanelBorder: String] = [
      .plain: "┌─┐", .rounded: "╭─╮", .double: "╔═╗", .thick: "┏━┓",
    ]
    for (border, top) in expected {
      var canvas = Self.canvas(width: 3, height: 3)
      Panel(border: border).render(into: &canvas, in: Rect(x: 0, y: 0, width: 3, height: 3))
      #expect(canvas.line(0) == top, "\(border)")
      #expect(canvas.line(1).first == canvas.line(1).last && canvas.line(1).count == 3)
    }
  }

  @Test func theFocusedPanelIsThickInTheFocusRoleTheOtherPlainInTheBorderRole() {
    let panel = Panel(title: "T")
    var canvas = Self.canvas(width: 8, height: 3)
    panel.render(into: &canvas, in: Rect(x: 0, y: 0, width: 8, height: 3), isFocused: true)
    #expect(canvas.line(0) == "┏ T ━━━┓")
    #expect(canvas[0, 0].style.attributes.contains(.bold))
    #expect(canvas[2, 0].style.attributes.contains(.bold))
    panel.render(into: &canvas, in: Rect(x: 0, y: 0, width: 8, height: 3), isFocused: false)
    #expect(canvas.line(0) == "┌ T ───┐")
    #expect(canvas[0, 0].style == RenderContext().style(.border))
    #expect(RenderContext().style(.focus) != RenderContext().style(.border))
  }

  @Test func aLongTitleIsCutWithAnEllipsisAndATinyBorderHasNone() {
    var canvas = Self.canvas(width: 12, height: 3)
    Panel(title: "A very long title").render(
      into: &canvas, in: Rect(x: 0, y: 0, width: 12, height: 3))
    #expect(canvas.line(0) == "┌ A very … ┐")
    var small = Self.canvas(width: 4, height: 3)
    Panel(title: "Title").render(into: &small, in: Rect(x: 0, y: 0, width: 4, height: 3))
    #expect(small.line(0) == "┌──┐")
  }

  @Test func withoutABorderTheTitleTakesTheFirstLine() {
    var canvas = Self.canvas(width: 6, height: 3)
    let panel = Panel(title: "Name", border: .none)
    let inner = panel.render(into: &canvas, in: Rect(x: 0, y: 0, width: 6, height: 3))
    #expect(inner == Rect(x: 0, y: 1, width: 6, height: 2))
    #expect(canvas.lines == ["Name", "xxxxxx", "xxxxxx"])
    #expect(Panel(border: .none).innerRegion(of: inner) == inner)
  }

  /// The library's one rule for control characters in text (ControlCharacter): caret
  /// notation, never the raw byte.
  @Test func controlCharactersInATitleAreShownVisibly() {
    var canvas = Self.canvas(width: 20, height: 3)
    Panel(title: "a\u{1B}[31mb\u{7}").render(
      into: &canvas, in: Rect(x: 0, y: 0, width: 20, height: 3))
    #expect(canvas.line(0).hasPrefix("┌ a^[[31mb^G ─"))
  }

  /// Any region (partly or wholly outside the canvas, empty, 1×1) and any title: nothing
  /// traps, no cell outside the region changes, and the inner region lies inside it.
  @Test func nothingIsDrawnOutsideTheRegion() async {
    await propertyCheck(
      count: 400,
      input: Gen.int(in: -4...12).array(of: 4), Gen.int(in: 0...4),
      Gen.int(in: 0...40).array(of: 0...12), Gen.bool
    ) { numbers, borderIndex, titleScalars, focused in
      let region = Rect(x: numbers[0], y: numbers[1], width: numbers[2] + 3, height: numbers[3] + 3)
      let title = String(
        String.UnicodeScalarView(
          titleScalars.compactMap { Unicode.Scalar(UInt32($0) * 97 % 0x3000) }))
      let panel = Panel(title: title, border: PanelBorder.allCases[borderIndex])
      let before = Self.canvas(width: 10, height: 8)
      var canvas = before
      let inner = panel.render(into: &canvas, in: region, isFocused: focused)
      #expect(inner.isEmpty || region.intersection(inner) == inner)
      for y in 0..<8 {
        for x in 0..<10 where !region.contains(Point(x: x, y: y)) {
          #expect(canvas[x, y] == before[x, y], "(\(x), \(y)) outside \(region)")
        }
      }
    }
  }
}
