import Testing

@testable import StackCore

/// The three ways to add rows (calls, the builder, models) are layers over one row
/// description (``RowSpec``): the same content added either way gets the same row.
@Suite struct RowDescriptionTests {
  /// What a row got from the way it was added: its settings, frame and drawing.
  func addedRow(_ add: (ScrollStack) throws -> Void) throws -> [String] {
    let stack = ScrollStack(viewport: Size(width: 20, height: 6))
    stack.defaultInsets = EdgeInsets(top: 1, left: 2, bottom: 0, right: 0)
    try add(stack)
    let row = try stack.row(at: 0)
    return [
      "\(row.insets)", "\(String(describing: row.separatorOverride))",
      "\(String(describing: row.sizingOverride))", "\(row.isHidden)",
      "\(try stack.frameOfRow(at: 0))",
    ] + render(stack).lines
  }

  @Test func callsTheBuilderAndModelsMakeTheSameRow() throws {
    let model = QuestionModel(text: "why?")
    let byCall = try addedRow { try $0.addRow(QuestionRow(model: model)) }
    let byBuilder = try addedRow { stack in try stack.addRows { QuestionRow(model: model) } }
    let byModel = try addedRow { try $0.addRow(model: model) }
    let byExplicitType = try addedRow { try $0.addRow(model: model, as: QuestionRow.self) }
    #expect(byCall.last(where: { !$0.isEmpty }) == "  Q: why?")
    #expect(byBuilder == byCall)
    #expect(byModel == byCall)
    #expect(byExplicitType == byCall)
  }
}
