import StackCore
@_spi(Testing) import StackTerminal
import StackTesting
import Testing

@testable import StackDemo

@MainActor
@Suite struct DemoStartTests {
  @Test func showcaseStartsWithTheFirstRowSelected() throws {
    let terminal = VirtualTerminal(size: Size(width: 80, height: 24))
    let app = try DemoApp(
      screen: .showcase, rows: 10, size: terminal.size, isMonochrome: false)
    let loop = AppLoop(terminal: terminal, app: app)
    loop.runUntilIdle()
    #expect(terminal.screenText.contains("Welcome to StackTUI"))
    #expect(app.stack.selectedIndex == 0)
    #expect(terminal.screen.line(23).hasPrefix(" showcase │ row 1/5"))
  }
}
