@testable import StackCore

extension Canvas {
  /// True when every continuation cell follows a wide lead cell and every wide lead cell is
  /// followed by its continuation: no orphan halves.
  var wideCharactersAreWhole: Bool {
    for y in 0..<size.height {
      for x in 0..<size.width {
        let cell = self[x, y]
        if cell.isContinuation {
          guard x > 0, self[x - 1, y].width == 2 else { return false }
        } else if cell.width == 2 {
          guard x + 1 < size.width, self[x + 1, y].isContinuation else { return false }
        }
      }
    }
    return true
  }

  /// True when no cell holds a raw control character.
  var holdsNoControlCharacters: Bool {
    cells.allSatisfy { cell in
      cell.grapheme.unicodeScalars.allSatisfy { scalar in
        !(scalar.value < 0x20 || (scalar.value >= 0x7F && scalar.value <= 0x9F))
      }
    }
  }

  /// The graphemes of line `y`, continuation cells as `""`.
  func graphemes(_ y: Int) -> [String] {
    (0..<size.width).map { self[$0, y].grapheme }
  }
}
