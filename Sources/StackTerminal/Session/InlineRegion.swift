internal import StackPlatform

/// The lines an inline ``NcursesTerminal`` draws on (``TerminalMode/inline(height:onExit:)``):
/// where they start on the screen, how many there are, and the terminal settings to put back.
///
/// Inline, ncurses writes to `/dev/null`: it only loads the terminfo entry. It would
/// otherwise enter the alternate screen (`smcup`, sent by `newterm`'s set-up), reset the
/// scroll region (which homes the cursor) and clear the screen on its first refresh. The
/// terminal's modes (no echo, no line buffering) are set here with `tcsetattr`, and the
/// frames, the cursor and the modes ncurses would have sent are written by the terminal
/// itself, every line offset by ``top``.
struct InlineRegion {
  /// The screen line of the region's first line (0-based).
  var top: Int
  /// The number of lines drawn: the height asked for, at most the screen's.
  var height: Int
  /// The height asked for (kept for resizes).
  let requestedHeight: Int
  /// What stopping leaves.
  let onExit: InlineExit
  /// The terminal settings before start-up, put back at the end.
  let savedSettings: termios?

  /// The bytes that leave the region as ``onExit`` says, with the cursor where the prompt
  /// continues: on the region's first line after clearing it, or under its last line.
  func leavingBytes(capabilities: TerminalCapabilities) -> [UInt8] {
    let bytes = capabilities.showCursor + ModeSequences.mouseOff
    guard let cursorAddress = capabilities.cursorAddress else { return bytes }
    return bytes
      + bytesLeavingLines(
        cursorAddress: cursorAddress, clearToEndOfLine: capabilities.clearToEndOfLine)
  }

  /// The region's lines left as ``onExit`` says — cleared, the cursor on the first line, or
  /// kept, the cursor under the last — on a normal stop and in the bytes a signal's handler
  /// writes alike (``TerminalRestoration/publishSequences(inline:)``): pick's lines go on
  /// every exit path.
  func bytesLeavingLines(cursorAddress: ParameterizedCapability?, clearToEndOfLine: [UInt8])
    -> [UInt8]
  {
    guard let cursorAddress else { return Array("\r\n".utf8) }
    switch onExit {
    case .clear:
      var bytes: [UInt8] = []
      for line in 0..<height {
        bytes += cursorAddress.bytes(top + line, 0) + clearToEndOfLine
      }
      return bytes + cursorAddress.bytes(top, 0)
    case .keep:
      return bytesMovingBelow(cursorAddress: cursorAddress)
    }
  }

  /// The cursor to the start of the line under the region (the screen scrolls up one line
  /// when the region ends at the bottom).
  func bytesMovingBelow(cursorAddress: ParameterizedCapability?) -> [UInt8] {
    guard let cursorAddress else { return Array("\r\n".utf8) }
    return cursorAddress.bytes(top + max(0, height - 1), 0) + Array("\r\n".utf8)
  }

  /// Puts back the settings saved before start-up.
  func restoreSettings(descriptor: Int32) {
    guard var settings = savedSettings else { return }
    _ = tcsetattr(descriptor, TCSADRAIN, &settings)
  }

  /// Where the region starts and how tall it is on a screen of `screenLines` lines, for a
  /// region asked `requestedHeight` lines that should start on `line`: moved up as far as
  /// the screen needs (`scrolled` is how many lines the screen must scroll up first, the
  /// region then ending on the last line).
  static func placement(startingAt line: Int, requestedHeight: Int, screenLines: Int)
    -> (top: Int, height: Int, scrolled: Int)
  {
    let lines = max(1, screenLines)
    let height = min(max(1, requestedHeight), lines)
    let start = min(max(0, line), lines - 1)
    let overflow = max(0, start + height - lines)
    return (start - overflow, height, overflow)
  }
}
