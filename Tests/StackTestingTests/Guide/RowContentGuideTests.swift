import StackCore
import Testing

/// The "Writing a row content" article's example, run.
@Suite struct RowContentGuideTests {
  @Test func aTaskRowWrapsExpandsAndTicks() throws {
    let stack = ScrollStack(viewport: Size(width: 24, height: 6))
    let task = TaskRow(title: "Write the getting started article for StackCore")
    try stack.setRows {
      task.onTap { _ in task.toggle() }
      TaskRow(title: "Ship it")
    }
    stack.selectFirst()
    var canvas = Canvas(size: stack.viewport)
    Surface.draw(on: &canvas, context: RenderContext()) { stack.render(in: &$0) }
    #expect(canvas.lines[0] == "[ ] Write the getting  …")
    #expect(canvas.lines[1] == "[ ] Ship it")

    try stack.activateRow(at: 0)  // A tap: ticks the task and expands the row.
    canvas.clear()
    Surface.draw(on: &canvas, context: RenderContext()) { stack.render(in: &$0) }
    #expect(task.isDone)
    #expect(try stack.row(at: 0).isExpanded == true)
    #expect(canvas.lines[0] == "[x] Write the getting")
    #expect(canvas.lines[1] == "    started article for")
    #expect(canvas.lines[2] == "    StackCore")
    #expect(canvas.lines[3] == "[ ] Ship it")
  }
}
