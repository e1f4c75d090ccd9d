import Testing

@testable import StackCore

enum BuilderMode { case compact, detailed, hidden }

@Suite struct BuilderTests {
  func build(showFooter: Bool, note: String?, mode: BuilderMode, items: [String]) throws -> [String]
  {
    let stack = ScrollStack(viewport: Size(width: 10, height: 30))
    try stack.setRows {
      TestContent("header")
      if showFooter {
        TestContent("footer")
      } else {
        TestContent("count")
      }
      if !showFooter {
        TestContent("only-without-footer")
      }
      if let note {
        TestContent("note:\(note)")
      }
      switch mode {
      case .compact: TestContent("compact")
      case .detailed:
        TestContent("detail-1")
        TestContent("detail-2")
      case .hidden: TestContent("hidden").hidden()
      }
      for item in items {
        TestContent("item:\(item)")
      }
      if #available(macOS 10.15, iOS 13, *) {
        TestContent("available")
      }
    }
    return names(stack)
  }

  @Test func controlFlow() throws {
    #expect(
      try build(showFooter: true, note: "n", mode: .compact, items: ["a", "b"]) == [
        "header", "footer", "note:n", "compact", "item:a", "item:b", "available",
      ])
    #expect(
      try build(showFooter: false, note: nil, mode: .detailed, items: []) == [
        "header", "count", "only-without-footer", "detail-1", "detail-2", "available",
      ])
    #expect(
      try build(showFooter: true, note: nil, mode: .hidden, items: ["x"]) == [
        "header", "footer", "hidden", "item:x", "available",
      ])
  }

  @Test func arraysOfContentsAndSpecs() throws {
    let stack = ScrollStack(viewport: Size(width: 10, height: 30))
    let contents: [any RowContent] = [TestContent("c1"), TestContent("c2")]
    let specs = [TestContent("s1").padding(1), TestContent("s2").hidden()]
    try stack.setRows {
      contents
      specs
    }
    #expect(names(stack) == ["c1", "c2", "s1", "s2"])
    #expect(stack.rows[2].insets == EdgeInsets(all: 1))
    #expect(stack.rows[3].isHidden)
  }

  @Test func modifiersSetRowSettings() throws {
    let stack = ScrollStack(viewport: Size(width: 20, height: 40))
    stack.defaultInsets = EdgeInsets(left: 1)
    var tapped: [String] = []
    let thick = Separator(glyph: "=", thickness: 2)
    try stack.setRows {
      TestContent("plain", length: 1)
      TestContent("insets", length: 1).insets(EdgeInsets(top: 1, left: 2, bottom: 0, right: 0))
      TestContent("padding", length: 1).padding(1)
      TestContent("padding-hv", length: 1).padding(horizontal: 3, vertical: 2)
      TestContent("fixed", length: 5).size(.fixed(2))
      TestContent("bounded-long", length: 9).size(min: 2, max: 4)
      TestContent("bounded-short", length: 1).size(min: 2, max: 4)
      TestContent("separator", length: 1).separator(thick)
      TestContent("tap", length: 1).onTap { _ in tapped.append("tap") }
      TestContent("collapsible", length: 4).collapsible(collapsed: 1)
      TestContent("hidden", length: 3).hidden()
      TestContent("chained", length: 7).padding(1).size(.fixed(3)).hidden(false)
      TestContent("fixed-bounded", length: 1).size(.fixed(5)).size(min: 2, max: 4)
      TestContent("min-only", length: 1).size(min: 3)
    }
    let rows = Array(stack.rows)
    #expect(rows[0].insets == EdgeInsets(left: 1))  // the default
    #expect(rows[1].insets == EdgeInsets(top: 1, left: 2, bottom: 0, right: 0))
    #expect(rows[2].insets == EdgeInsets(all: 1))
    #expect(rows[3].insets == EdgeInsets(top: 2, left: 3, bottom: 2, right: 3))
    #expect(rows[7].separatorOverride == thick)
    #expect(rows[9].isExpanded == false)
    #expect(rows[10].isHidden)
    #expect(!rows[11].isHidden)
    let frames = rows.indices.map { try! stack.frameOfRow(at: $0).count }
    #expect(frames == [1, 2, 3, 5, 2, 4, 2, 1, 1, 1, 0, 5, 4, 3])
    #expect(rows[12].sizingOverride == .fixed(5))
    #expect(rows[12].sizeBounds == SizeBounds(minimum: 2, maximum: 4))
    #expect(try stack.startOfRow(at: 8) == 20 + 2)  // the thick separator after row 7
    try stack.activateRow(at: 8)
    #expect(tapped == ["tap"])
    try stack.expandRow(at: 9)
    #expect(try stack.frameOfRow(at: 9).count == 4)
  }

  @Test func setRowsReplacesAndAddRowsInserts() throws {
    let (stack, _) = try makeStack(lengths: [1, 1, 1])
    let log = EventLog(stack)
    try stack.setRows {
      TestContent("x")
      TestContent("y")
    }
    #expect(names(stack) == ["x", "y"])
    #expect(log.descriptions.contains("all 3 rows removed"))
    try stack.addRows(at: .index(1)) {
      TestContent("m1")
      TestContent("m2").padding(1)
    }
    #expect(names(stack) == ["x", "m1", "m2", "y"])
    #expect(stack.rows[2].insets == EdgeInsets(all: 1))
  }

  @Test func builderRefusesDuplicatesAndChangesNothing() throws {
    let (stack, contents) = try makeStack(lengths: [1, 1])
    let twice = TestContent("twice")
    #expect(throws: StackError.duplicateContentInBatch(first: 0, second: 1)) {
      try stack.setRows {
        twice
        twice
      }
    }
    #expect(names(stack) == ["A", "B"])
    #expect(throws: StackError.contentAlreadyInStack(existingIndex: 1)) {
      try stack.addRows {
        TestContent("new")
        contents[1]
      }
    }
    #expect(stack.count == 2)
  }
}

// MARK: - Models

struct QuestionModel: RowModel {
  let text: String
  var rowContentType: any ModelRowContent.Type { QuestionRow.self }
}

struct AnswerModel: RowModel {
  let value: Int
  var rowContentType: any ModelRowContent.Type { AnswerRow.self }
}

/// A model that names a row type that cannot show it.
struct MisboundModel: RowModel {
  var rowContentType: any ModelRowContent.Type { AnswerRow.self }
}

final class QuestionRow: ModelRowContent {
  let text: String
  init(model: QuestionModel) { text = model.text }
  func render(in surface: inout Surface, context: RowRenderContext) {
    surface.write("Q: \(text)", at: Point(x: 0, y: 0))
  }
}

final class LoudQuestionRow: ModelRowContent {
  let text: String
  init(model: QuestionModel) { text = model.text.uppercased() }
  func sizing(along axis: Axis) -> RowSizing { .fixed(2) }
  func render(in surface: inout Surface, context: RowRenderContext) {
    surface.write("\(text)!", at: Point(x: 0, y: 0))
  }
}

final class AnswerRow: ModelRowContent {
  let value: Int
  init(model: AnswerModel) { value = model.value }
  func render(in surface: inout Surface, context: RowRenderContext) {
    surface.write("A: \(value)", at: Point(x: 0, y: 0))
  }
}

@Suite struct ModelBindingTests {
  @Test func appendsAndInsertsModels() throws {
    let stack = ScrollStack(viewport: Size(width: 20, height: 10))
    let first = try stack.addRow(model: QuestionModel(text: "why?"))
    #expect((first.content as? QuestionRow)?.text == "why?")
    let more = try stack.addRows(models: [AnswerModel(value: 42), QuestionModel(text: "how?")])
    #expect(more.count == 2)
    #expect(more[0].content is AnswerRow)
    #expect(more[1].content is QuestionRow)
    try stack.addRows(models: [AnswerModel(value: 1), AnswerModel(value: 2)], at: .top)
    try stack.addRows(models: [QuestionModel(text: "mid")], at: .after(first))
    #expect(
      render(stack).lines.prefix(6) == ["A: 1", "A: 2", "Q: why?", "Q: mid", "A: 42", "Q: how?"])
  }

  @Test func explicitRowTypeOverridesTheModelsChoice() throws {
    let stack = ScrollStack(viewport: Size(width: 20, height: 10))
    let row = try stack.addRow(model: QuestionModel(text: "hey"), as: LoudQuestionRow.self)
    #expect((row.content as? LoudQuestionRow)?.text == "HEY")
    #expect(try stack.frameOfRow(at: 0).count == 2)
    #expect(render(stack).lines.first == "HEY!")
  }

  @Test func rowTypeThatCannotShowTheModelThrows() throws {
    let stack = ScrollStack(viewport: Size(width: 20, height: 10))
    try stack.addRow(model: QuestionModel(text: "kept"))
    let log = EventLog(stack)
    #expect(throws: StackError.modelNotSupported(model: "AnswerModel", rowType: "QuestionRow")) {
      try stack.addRow(model: AnswerModel(value: 1), as: QuestionRow.self)
    }
    #expect(throws: StackError.modelNotSupported(model: "MisboundModel", rowType: "AnswerRow")) {
      try stack.addRows(models: [AnswerModel(value: 1), MisboundModel()], at: .top)
    }
    #expect(throws: StackError.modelNotSupported(model: "MisboundModel", rowType: "AnswerRow")) {
      try stack.addRow(model: MisboundModel())
    }
    #expect(stack.count == 1)
    #expect(log.isEmpty)
    #expect(
      StackError.modelNotSupported(model: "AnswerModel", rowType: "QuestionRow").description
        == "row type QuestionRow cannot show a model of type AnswerModel")
  }
}
