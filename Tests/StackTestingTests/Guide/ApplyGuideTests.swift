import StackCore
import Testing

/// The README's and the "Applying state" article's `apply` examples, run.
@MainActor
@Suite struct ApplyGuideTests {
  /// The README's process.
  struct Process: Identifiable, Equatable {
    let id: Int32
    var name: String
    var cpu: Double
  }

  /// The article's message.
  struct Mail: Identifiable, Equatable {
    let id: Int
    var subject: String
    var unread: Bool
  }

  /// Where the article's messages come from.
  struct Inbox {
    var messages: [Mail]
  }

  @Test func processesAreAppliedByIdentity() throws {
    let stack = ScrollStack(viewport: Size(width: 30, height: 4))
    var processes = [
      Process(id: 1, name: "init", cpu: 0.5), Process(id: 42, name: "swift", cpu: 97),
    ]
    try stack.apply(processes, animation: .default) { process in
      TextRowContent("\(process.id)  \(process.name)  \(process.cpu)%").rowSpec
    }
    stack.selectLast()
    processes.insert(Process(id: 7, name: "sshd", cpu: 1), at: 0)
    try stack.apply(processes) { TextRowContent("\($0.id)").rowSpec }
    #expect(stack.count == 3)
    #expect(stack.selectedIndex == 2)  // Still pid 42.
  }

  @Test func mailIsAppliedByIdentity() throws {
    let stack = ScrollStack(viewport: Size(width: 30, height: 4))
    var inbox = Inbox(messages: [
      Mail(id: 1, subject: "Lunch", unread: true), Mail(id: 2, subject: "Parcel", unread: false),
    ])
    try stack.apply(inbox.messages, animation: .default) { mail in
      TextRowContent(mail.unread ? "● \(mail.subject)" : "  \(mail.subject)").rowSpec
    }
    var canvas = Canvas(size: stack.viewport)
    Surface.draw(on: &canvas, context: RenderContext()) { stack.render(in: &$0) }
    #expect(canvas.text.hasPrefix("● Lunch"))
    inbox.messages.removeFirst()
    try stack.apply(inbox.messages) { TextRowContent($0.subject).rowSpec }
    #expect(stack.count == 1)
  }
}
