import PropertyBased
import Testing

@testable import StackCore

/// A lazy section's `make` closure lives as long as a row of the section is in the stack,
/// and not longer; sections declared unselectable cost nothing to skip; a section costs the
/// same whatever its row count.
@Suite struct LazySectionLifetimeTests {
  /// Something a `make` closure captures, to see when the closure goes.
  final class Capture {}

  /// A lazy section of `count` rows whose `make` captures a new ``Capture``, and a weak
  /// reference to that capture.
  static func addSection(
    to stack: ScrollStack, count: Int, at point: InsertionPoint = .bottom
  ) throws -> (section: LazySection, capture: () -> Capture?) {
    let capture = Capture()
    weak let weakCapture = capture
    let section = try stack.addLazySection(count: count, at: point) { [capture] index in
      _ = capture
      return TestContent("L\(index)")
    }
    return (section, { weakCapture })
  }

  @Test func aLazySectionWhoseRowsAreAllRemovedIsReleased() throws {
    let stack = ScrollStack(viewport: Size(width: 10, height: 5))
    let kept = try Self.addSection(to: stack, count: 3)
    let gone = try Self.addSection(to: stack, count: 2)
    stack.selectLast()
    try stack.removeRow(at: 4)
    #expect(gone.capture() != nil)  // One row of it is left.
    try stack.removeRow(at: 3)
    #expect(gone.capture() == nil)
    #expect(gone.section.isReleased)
    #expect(kept.capture() != nil)
    #expect(!kept.section.isReleased)
    #expect(stack.count == 3)
  }

  @Test func removingAllRowsReleasesEveryLazySection() throws {
    let stack = ScrollStack(viewport: Size(width: 10, height: 5))
    var captures: [() -> Capture?] = []
    for _ in 0..<100 {
      stack.removeAllRows()
      captures.append(try Self.addSection(to: stack, count: 524_288).capture)
      stack.selectLast()
    }
    #expect(captures.dropLast().allSatisfy { $0() == nil })
    #expect(captures.last?() != nil)
    #expect(stack.storage.sections.count == 1)
  }

  @Test func aLazyRowMovedWithinAnUpdateKeepsItsSection() throws {
    let stack = ScrollStack(viewport: Size(width: 10, height: 5))
    try stack.addRow(TestContent("E"))
    let single = try Self.addSection(to: stack, count: 1)
    try stack.moveRow(from: 1, to: 0)
    #expect(single.capture() != nil)
    #expect((stack.rows[0].content as? TestContent)?.name == "L0")
  }

  @Test func aSectionOfNoRowsIsReleasedAtOnce() throws {
    let stack = ScrollStack(viewport: Size(width: 10, height: 5))
    let empty = try Self.addSection(to: stack, count: 0)
    #expect(empty.capture() == nil)
    #expect(stack.storage.sections.isEmpty)
  }

  /// Random additions of lazy sections (anywhere) and removals (single rows, ranges, all)
  /// on a stack with eager rows too: after every step, a section's `make` is alive exactly
  /// while one of its rows is in the stack.
  @Test func noLazySectionStaysReferencedOnceItsRowsAreGone() async {
    await propertyCheck(
      count: 100, input: Gen.int(in: 0...9_999).array(of: 1...40)
    ) { steps in
      do {
        let stack = ScrollStack(viewport: Size(width: 10, height: 4))
        try stack.addRows([TestContent("E0"), TestContent("E1")])
        var sections: [(section: LazySection, capture: () -> Capture?)] = []
        for (number, value) in steps.enumerated() {
          let count = stack.count
          switch value % 5 {
          case 0, 1:
            let size = [1, 3, 700, 2_000][value / 5 % 4]
            sections.append(
              try Self.addSection(
                to: stack, count: size, at: .index(value / 20 % (count + 1))))
          case 2:
            if count > 0 { try stack.removeRow(at: value / 5 % count) }
          case 3:
            if count > 0 {
              let start = value / 5 % count
              let end = min(count, start + value / 50 % 800 + 1)
              try stack.removeRows(indexes: Array(start..<end))
            }
          default:
            if value % 7 == 0 { stack.removeAllRows() } else { stack.selectLast() }
          }
          let stored = Self.rowsPerSection(in: stack)
          for (id, entry) in sections.enumerated() {
            let hasRows = stored[entry.section.id, default: 0] > 0
            #expect(
              (entry.capture() != nil) == hasRows,
              "step \(number): section \(id) alive \(entry.capture() != nil), rows \(hasRows)")
          }
        }
      } catch {
        Issue.record("\(error)")
      }
    }
  }

  /// The rows of each lazy section in `stack`, counted from its chunks (no row is made;
  /// section ids are never reused).
  static func rowsPerSection(in stack: ScrollStack) -> [Int32: Int] {
    var rows: [Int32: Int] = [:]
    for chunk in stack.storage.chunks {
      if let pending = chunk.pending {
        rows[pending.sectionID, default: 0] += pending.count
        continue
      }
      for slot in chunk.slots where slot.sectionID >= 0 { rows[slot.sectionID, default: 0] += 1 }
    }
    return rows
  }
}
