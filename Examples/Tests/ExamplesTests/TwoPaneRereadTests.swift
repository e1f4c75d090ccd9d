import Foundation
import StackCore
import StackTerminal
import Testing

@testable import TwoPane

/// two-pane re-reads its folder by applying the names (issue 28): a file deleted under the
/// selection passes it to the next file, the other rows are the same rows, the view stays.
@MainActor
@Suite struct TwoPaneRereadTests {
  @Test func aReReadAfterADeleteKeepsTheRowsAndGivesTheSelectionToTheNextFile() throws {
    let fixture = try FolderFixture.twoPane()
    defer { fixture.remove() }
    let app = TwoPaneApp(path: fixture.root.path)
    let down = [InputEvent](repeating: .key(.down), count: 12)
    _ = TwoPaneTests.screen(app, events: [.key(.tab)] + down)
    let stack = app.files.stack
    #expect(app.fileNames[stack.selectedIndex ?? 0] == "file-13.txt")
    let next = stack.rows[13]
    let first = stack.rows[0]
    let offset = stack.offset
    #expect(offset > 0, "the files are scrolled")

    let lines = TwoPaneTests.screen(app, events: [.key(.character("d")), .key(.character("y"))])
    let deleted = fixture.root.appendingPathComponent("file-13.txt").path
    #expect(!FileManager.default.fileExists(atPath: deleted))
    #expect(stack.selection === next, "the selection passes to the next file")
    #expect(app.fileNames[stack.selectedIndex ?? 0] == "file-14.txt")
    #expect(stack.rows[0] === first, "kept files keep their rows")
    #expect(stack.offset == offset, "the view stays where it was")
    #expect(lines.contains { $0.contains("Files (29)") })
  }
}
