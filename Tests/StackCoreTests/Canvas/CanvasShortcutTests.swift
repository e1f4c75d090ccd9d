import Testing

@testable import StackCore

/// The canvas's shortcuts give the cells the general code gives: the span writer for plainly
/// narrow text, the skipped fill of a canvas known to be blank, the style merged once per run.
@Suite struct CanvasShortcutTests {
  let red = CellStyle(foreground: .ansi(1))

  /// Plainly narrow text (ASCII, Latin-1, dashes, box drawing) written in one span leaves the
  /// same cells and advance as the scalar-by-scalar writer, over wide characters, clipped,
  /// and from outside the canvas; other text takes the scalar-by-scalar path.
  @Test func narrowTextSpanWritesLikeTheScalarWriter() {
    let texts = [
      " list │ row 5/1000 │ 0% │ row 27 fully visible", "–/7 …", "café ─┼─ ©", "ab",
      "é\u{301}x", "a\tb", "中x", "\u{1}\u{85}y", "",
    ]
    let origins = [-3, 0, 2, 5, 9, -(1 << 40)]
    let clips: [Rect?] = [nil, Rect(x: 1, y: 0, width: 6, height: 2)]
    for text in texts {
      for x in origins {
        for clip in clips {
          var span = Canvas(size: Size(width: 10, height: 2))
          span.write("中文中文中", at: .zero, style: red)
          var scalars = span
          let advance = span.write(text, at: Point(x: x, y: 0), style: .plain, clip: clip)
          let expected = scalars.write(text[...], at: Point(x: x, y: 0), style: .plain, clip: clip)
          #expect(advance == expected, "\(text) at \(x)")
          #expect(span == scalars, "\(text) at \(x) in \(String(describing: clip))")
          #expect(TextWidth.of(text) == expected)
        }
      }
    }
  }

  /// Filling with blanks is skipped only while the canvas is known to be blank: after clear()
  /// or resize(to:), and never once any cell has changed since.
  @Test func aKnownBlankCanvasForgetsItOnAnyChange() {
    let size = Size(width: 6, height: 2)
    let everything = Rect(origin: .zero, size: size)
    let changes: [(String, (inout Canvas) -> Void)] = [
      ("write", { $0.write("ab", at: .zero, style: .plain) }),
      ("wide write", { $0.write("中", at: Point(x: 2, y: 1), style: .plain) }),
      ("set", { $0.set(Cell(grapheme: "x"), at: Point(x: 5, y: 1)) }),
      ("fill", { $0.fill(Rect(x: 1, y: 0, width: 2, height: 2), with: Cell(grapheme: "-")) }),
      ("applyStyle", { $0.applyStyle(CellStyle(attributes: .bold), in: everything) }),
      ("clear in a style", { $0.clear(style: red) }),
      ("copy", { $0.copyCells(from: Canvas(size: size, fill: Cell(grapheme: "#"))) }),
      (
        "scroll",
        { canvas in
          canvas.write("z", at: .zero, style: .plain)
          canvas.clear()
          canvas.write("q", at: Point(x: 0, y: 1), style: .plain)
          canvas.scroll(0..<2, by: 1)
        }
      ),
    ]
    for (name, change) in changes {
      for start in [Canvas(size: size), cleared(size), resized(size)] {
        var canvas = start
        change(&canvas)
        canvas.fill(everything, with: PackedCell.blank, clip: canvas.bounds)
        #expect(canvas == Canvas(size: size), "\(name)")
      }
    }
  }

  private func cleared(_ size: Size) -> Canvas {
    var canvas = Canvas(size: size, fill: Cell(grapheme: "x"))
    canvas.clear()
    return canvas
  }

  private func resized(_ size: Size) -> Canvas {
    var canvas = Canvas(size: Size(width: 2, height: 2), fill: Cell(grapheme: "x"))
    canvas.resize(to: size)
    return canvas
  }

  /// `applyStyle` merges each run of equally styled cells once: every cell still gets its own
  /// style merged, however the styles alternate.
  @Test func applyStyleMergesEveryRunOfStyles() {
    var canvas = Canvas(size: Size(width: 8, height: 1))
    let green = CellStyle(foreground: .ansi(2), attributes: .bold)
    canvas.write("aa", at: .zero, style: red)
    canvas.write("b", at: Point(x: 2, y: 0), style: green)
    canvas.write("cc", at: Point(x: 3, y: 0), style: red)
    let overlay = CellStyle(background: .ansi(4), attributes: .underline)
    canvas.applyStyle(overlay, in: Rect(x: 0, y: 0, width: 8, height: 1))
    let expected = [red, red, green, red, red, .plain, .plain, .plain].map { $0.merging(overlay) }
    #expect((0..<8).map { canvas[$0, 0].style } == expected)
    #expect(canvas.line(0) == "aabcc")
  }
}
