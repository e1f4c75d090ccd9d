import StackCore
import Testing

@testable import StackTerminal

/// Runs of one character: `rep` where the entry has it and it is shorter, only for ASCII
/// inside tmux or GNU screen (they ignore `rep` after other characters), plain characters
/// without it; the screen the bytes leave (``VTModel``) is always the frame.
@MainActor
@Suite(.serialized)
struct FrameEncoderRepeatTests {
  static let size = Size(width: 80, height: 3)

  /// The bytes of a frame whose line 1 is `text` in `style`, drawn with `capabilities`
  /// after a blank frame; checks the screen.
  func encodeLine(
    _ text: String, style: CellStyle = .plain, with capabilities: TerminalCapabilities
  ) -> [UInt8] {
    var screen = EncodedScreen(capabilities: capabilities, size: Self.size)
    screen.show(Canvas(size: Self.size))
    var frame = Canvas(size: Self.size)
    frame.write(text, at: Point(x: 0, y: 1), style: style)
    let output = screen.show(frame)
    screen.check(frame, text)
    return output
  }

  @Test func aSeparatorIsOneCharacterAndRepOutsideMultiplexers() throws {
    let xterm = try #require(capabilities(of: "xterm-256color"))
    #expect(xterm.repeatPrevious != nil && xterm.repeatsAnyCharacter)
    let output = encodeLine(String(repeating: "─", count: 79), with: xterm)
    #expect(output.occurrences(of: "─") == 1)
    #expect(output.contains("─\u{1B}[78b"))
    #expect(output.count < 20)
  }

  @Test func insideTmuxOrScreenOnlyASCIIIsRepeated() throws {
    let inside = try #require(capabilities(of: "xterm-256color", insideMultiplexer: true))
    #expect(inside.repeatPrevious != nil && !inside.repeatsAnyCharacter)
    let box = encodeLine(String(repeating: "─", count: 79), with: inside)
    #expect(box.occurrences(of: "─") == 79)
    #expect(!box.contains("\u{1B}[78b"))
    let dashes = encodeLine(String(repeating: "-", count: 79), with: inside)
    #expect(dashes.contains("-\u{1B}[78b"))
    // A combining sequence is not ASCII either.
    let accented = encodeLine(String(repeating: "e\u{301}", count: 30), with: inside)
    #expect(accented.occurrences(of: "e\u{301}") == 30)
  }

  /// Found by the property test (seed 2521554031252253858): after a base character and its
  /// combining mark, `rep` repeats the base alone, so a run of `e` + U+0301 must be written
  /// out, also outside tmux.
  @Test func aCharacterWithCombiningMarksIsNeverRepeated() throws {
    let xterm = try #require(capabilities(of: "xterm-256color"))
    #expect(xterm.repeatsAnyCharacter)
    let accented = encodeLine(String(repeating: "e\u{301}", count: 30), with: xterm)
    #expect(accented.occurrences(of: "e\u{301}") == 30)
    #expect(!accented.contains("\u{1B}[29b"))
    let precomposed = encodeLine(String(repeating: "\u{E9}", count: 30), with: xterm)
    #expect(precomposed.occurrences(of: "\u{E9}") == 1)
  }

  @Test func withoutRepRunsArePlainCharacters() throws {
    for name in ["screen", "vt100", "linux"] {
      let entry = try #require(capabilities(of: name))
      #expect(entry.repeatPrevious == nil, "\(name)")
      let output = encodeLine(String(repeating: "=", count: 60), with: entry)
      #expect(output.occurrences(of: "=") == 60, "\(name)")
    }
  }

  @Test func repIsUsedOnlyWhenShorter() throws {
    let xterm = try #require(capabilities(of: "xterm-256color"))
    // Five more "a" cost 5 bytes; `ESC [ 5 b` costs 4; four more cost 4, as `ESC [ 4 b` does.
    #expect(encodeLine("aaaaa", with: xterm).occurrences(of: "a") == 5)
    let six = encodeLine("aaaaaa", with: xterm)
    #expect(six.occurrences(of: "a") == 1 && six.contains("a\u{1B}[5b"))
    // A run ends at a change of character or style.
    let mixed = encodeLine(
      String(repeating: "x", count: 10) + String(repeating: "y", count: 10), with: xterm)
    #expect(mixed.contains("x\u{1B}[9b") && mixed.contains("y\u{1B}[9b"))
  }

  @Test func styledRunsAndWideCharactersRepeatCorrectly() throws {
    let xterm = try #require(capabilities(of: "xterm-256color"))
    let bold = encodeLine(
      String(repeating: "#", count: 30), style: CellStyle(attributes: .bold), with: xterm)
    #expect(bold.contains("#\u{1B}[29b"))
    // Wide characters are never repeated (rep would advance one column each).
    let wide = encodeLine(String(repeating: "中", count: 20), with: xterm)
    #expect(wide.occurrences(of: "中") == 20)
    #expect(!wide.contains("b"))
  }
}
