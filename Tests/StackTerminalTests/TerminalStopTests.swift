import StackCore
import StackTerminal
import StackTesting
import Testing

/// Stopping one terminal while another is ncurses' current screen (two headless terminals in
/// one process, as in the tests and the benchmark): its last bytes go to its own output and
/// nowhere else (they used to reach the process's standard output through ncurses).
@MainActor
@Suite(.serialized)
struct TerminalStopTests {
  @Test func stoppingATerminalThatIsNotCurrentWritesOnlyToItsOwnOutput() throws {
    try withHeadlessTerminal { first in
      let second = try HeadlessNcurses(size: NcursesTerminalTests.size)
      defer { second.close() }
      let before = (first: first.outputBytes(), second: second.outputBytes())
      first.terminal.stop()
      // The final reset, keypad off and the move to the bottom line: `ESC [10;1H` at least.
      #expect(first.outputBytes() - before.first >= 7)
      #expect(second.outputBytes() == before.second)
      // The other terminal still draws.
      var canvas = Canvas(size: NcursesTerminalTests.size)
      canvas.write("still here", at: Point(x: 0, y: 0), style: CellStyle())
      second.terminal.present(canvas)
      #expect(second.outputBytes() > before.second)
      #expect(second.terminal.windowLine(0)?.hasPrefix("still here") == true)
    }
  }
}
