import TestSupport
import Testing

@testable import StackCore

extension CanvasTests {
  /// Scalars that exercise every rule of the writer.
  static let trickyScalars: [Unicode.Scalar] = [
    "a", "b", " ", "é", "中", "文", "😀", "\u{1F3FB}", "\u{301}", "\u{308}", "\u{200D}",
    "\u{FE0F}", "\t", "\n", "\u{0}", "\u{7F}", "\u{85}", "\u{378}", "\u{2028}", "\u{FF21}",
    "한", "\u{1160}", "\u{AD}", "\u{200B}",
  ]

  static func randomText(_ generator: inout SeededGenerator) -> String {
    var scalars = String.UnicodeScalarView()
    for _ in 0..<Int.random(in: 0...12, using: &generator) {
      scalars.append(trickyScalars.randomElement(using: &generator) ?? "a")
    }
    return String(scalars)
  }

  @Test func randomDrawingKeepsTheCanvasConsistent() {
    var generator = SeededGenerator(state: 42)
    var canvas = Canvas(size: Size(width: 9, height: 3))
    for step in 0..<3000 {
      let point = Point(
        x: Int.random(in: -3...10, using: &generator), y: Int.random(in: -1...3, using: &generator))
      let text = Self.randomText(&generator)
      switch Int.random(in: 0..<4, using: &generator) {
      case 0:
        let clip = Rect(
          x: Int.random(in: -1...8, using: &generator), y: 0,
          width: Int.random(in: 0...10, using: &generator), height: 3)
        let advanced = canvas.write(text, at: point, style: .plain, clip: clip)
        #expect(advanced == TextWidth.of(text), "step \(step)")
      case 1:
        canvas.set(Cell(grapheme: text), at: point)
      case 2:
        let character = text.first ?? "x"
        canvas.fill(
          Rect(
            origin: point, size: Size(width: Int.random(in: 0...5, using: &generator), height: 2)),
          with: Cell(character))
      default:
        canvas.applyStyle(
          CellStyle(attributes: .reverse), in: Rect(origin: point, size: Size(width: 3, height: 1)))
      }
      #expect(canvas.wideCharactersAreWhole, "step \(step): \(canvas.cells)")
      #expect(canvas.holdsNoControlCharacters, "step \(step)")
      for cell in canvas.cells where !cell.isContinuation {
        let scalars = cell.grapheme.unicodeScalars
        #expect(scalars.count >= 1 && scalars.count <= Cell.maximumScalars)
        #expect(!scalars.contains("\u{200D}"))
        #expect(scalars.dropFirst().allSatisfy { TextWidth.of($0) == 0 })
        #expect(scalars.first.map { TextWidth.of($0) > 0 } ?? false)
      }
    }
  }

  @Test func writingALineThatFitsShowsEveryScalarOnce() {
    let bases: [Unicode.Scalar] = [
      "a", "é", "中", "😀", "\u{1F3FB}", "\u{FF21}", "한", "\u{AD}", "\n", "\u{0}", "\u{7F}",
      "\u{85}", "\u{378}", "\u{2028}",
    ]
    let marks: [Unicode.Scalar] = [
      "\u{301}", "\u{308}", "\u{FE0F}", "\u{200B}", "\u{1160}", "\u{200D}",
    ]
    var generator = SeededGenerator(state: 7)
    for _ in 0..<500 {
      var text = String.UnicodeScalarView()
      var expected = String.UnicodeScalarView()
      for _ in 0..<Int.random(in: 1...10, using: &generator) {
        let base = bases.randomElement(using: &generator) ?? "a"
        text.append(base)
        if case .narrow(let stored) = ScalarPlacement(base) { expected.append(stored) }
        if case .wide(let stored) = ScalarPlacement(base) { expected.append(stored) }
        // A control's visible form is no base: marks after it are dropped.
        var isControl = false
        if case .control = ScalarPlacement(base) {
          expected.append(contentsOf: ControlCharacter.visibleForm(of: base).unicodeScalars)
          isControl = true
        }
        for _ in 0..<Int.random(in: 0...3, using: &generator) {
          let mark = marks.randomElement(using: &generator) ?? "\u{301}"
          text.append(mark)
          if mark != "\u{200D}" && !isControl { expected.append(mark) }
        }
      }
      let line = String(text)
      var canvas = Canvas(size: Size(width: 40, height: 1))
      #expect(canvas.write(line, at: .zero, style: .plain) == TextWidth.of(line))
      #expect(
        Array(canvas.line(0).unicodeScalars) == Array(expected),
        "\(line.unicodeScalars.map { String($0.value, radix: 16) })")
    }
  }
}
