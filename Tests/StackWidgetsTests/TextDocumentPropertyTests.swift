import PropertyBased
import Testing

@testable import StackWidgets

/// Random edit sequences on a `TextDocument` against a plain model (an array of characters
/// and a cursor); undo walks back through earlier texts to the first, redo forward to the last.
@Suite struct TextDocumentPropertyTests {
  /// The operations tried, with the characters typed (no combining marks: the model keeps
  /// characters apart).
  enum Operation: CaseIterable, Sendable {
    case typeA, typeWide, typeSpace, enter, paste, backspace, delete, left, right, selectLeft
    case selectRight, start, end, undo, redo
  }

  /// The model: characters, a cursor and a selection anchor, as indices.
  struct Model {
    var characters: [Character] = []
    var cursor = 0
    var anchor: Int?

    var text: String { String(characters) }

    mutating func insert(_ string: String) {
      removeSelection()
      characters.insert(contentsOf: Array(string), at: cursor)
      cursor += string.count
    }

    mutating func removeSelection() {
      guard let anchor, anchor != cursor else {
        anchor = nil
        return
      }
      let range = min(anchor, cursor)..<max(anchor, cursor)
      characters.removeSubrange(range)
      cursor = range.lowerBound
      self.anchor = nil
    }

    mutating func move(to index: Int, selecting: Bool) {
      if selecting {
        if anchor == nil { anchor = cursor }
      } else {
        anchor = nil
      }
      cursor = min(max(0, index), characters.count)
    }
  }

  @Test func editsMatchThePlainModelAndUndoRetracesEarlierTexts() async {
    await propertyCheck(
      count: 300, input: Gen.element(of: Operation.allCases).array(of: 0...60)
    ) { operations in
      var document = TextDocument()
      var model = Model()
      var texts = [""]  // Every text the document has had, in order.
      var newest = ""  // The text with nothing left to redo.
      for case let operation? in operations {
        apply(operation, to: &document, model: &model)
        if operation != .undo && operation != .redo {
          #expect(document.text == model.text, "\(operation)")
        } else {
          #expect(texts.contains(document.text), "undo/redo gives an earlier text")
          model = Model(characters: Array(document.text), cursor: 0)
          document.moveCursor(to: .start)
        }
        if texts.last != document.text { texts.append(document.text) }
        if !document.canRedo { newest = document.text }
        #expect(document.byteCount == document.text.utf8.count)
      }
      while document.canUndo { document.undo() }
      #expect(document.text == "")
      while document.canRedo { document.redo() }
      #expect(document.text == newest)
    }
  }

  private func apply(_ operation: Operation, to document: inout TextDocument, model: inout Model) {
    switch operation {
    case .typeA:
      document.insert("a", typed: true)
      model.insert("a")
    case .typeWide:
      document.insert("中", typed: true)
      model.insert("中")
    case .typeSpace:
      document.insert(" ", typed: true)
      model.insert(" ")
    case .enter:
      document.insert("\n")
      model.insert("\n")
    case .paste:
      document.insert("p\nq")
      model.insert("p\nq")
    case .backspace:
      document.deleteBackward()
      if model.anchor != nil && model.anchor != model.cursor {
        model.removeSelection()
      } else if model.cursor > 0 {
        model.anchor = nil
        model.characters.remove(at: model.cursor - 1)
        model.cursor -= 1
      }
    case .delete:
      document.deleteForward()
      if model.anchor != nil && model.anchor != model.cursor {
        model.removeSelection()
      } else if model.cursor < model.characters.count {
        model.anchor = nil
        model.characters.remove(at: model.cursor)
      }
    case .left, .selectLeft:
      document.move(.left, selecting: operation == .selectLeft)
      model.move(to: model.cursor - 1, selecting: operation == .selectLeft)
    case .right, .selectRight:
      document.move(.right, selecting: operation == .selectRight)
      model.move(to: model.cursor + 1, selecting: operation == .selectRight)
    case .start:
      document.move(.documentStart)
      model.move(to: 0, selecting: false)
    case .end:
      document.move(.documentEnd)
      model.move(to: model.characters.count, selecting: false)
    case .undo:
      document.undo()
    case .redo:
      document.redo()
    }
  }
}
