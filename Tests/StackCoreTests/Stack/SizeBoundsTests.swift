import Testing

@testable import StackCore

/// Issue 8 item 19: a row's size bounds narrow the content's own bounds, never replace them.
@Suite struct SizeBoundsTests {
  @Test func rowBoundsNarrowTheContentsBoundsAndNeverWidenThem() throws {
    let stack = ScrollStack(viewport: Size(width: 10, height: 40))
    let tall = TestContent("T", length: 10, sizing: .fit(min: 2, max: 6))
    let empty = TestContent("E", length: 0, sizing: .fit(min: 2, max: 6))
    let narrowed = TestContent("N", length: 10, sizing: .fit(min: 2, max: 6))
    let raised = TestContent("R", length: 0, sizing: .fit(min: 2, max: 6))
    try stack.addRows(specs: [
      tall.size(max: 8), empty.size(min: 1), narrowed.size(max: 4), raised.size(min: 3),
    ])
    #expect(try stack.frameOfRow(at: 0).count == 6)  // not 8: the content's 6 still holds
    #expect(try stack.frameOfRow(at: 1).count == 2)  // not 1: the content's 2 still holds
    #expect(try stack.frameOfRow(at: 2).count == 4)  // narrower bounds apply
    #expect(try stack.frameOfRow(at: 3).count == 3)
    // The same through setSizeBounds and on an override.
    try stack.setSizeBounds(SizeBounds(minimum: 0, maximum: 9), forRowAt: 0)
    #expect(try stack.frameOfRow(at: 0).count == 6)
    try stack.setSizing(.fixed(1), forRowAt: 0)
    try stack.setSizeBounds(SizeBounds(minimum: 3), forRowAt: 0)
    #expect(try stack.frameOfRow(at: 0).count == 3)
  }

  @Test func clampedComposesBoundsLikeClampingTwice() {
    for inner in [nil, 0, 2, 5, 7] as [Int?] {
      for innerMax in [nil, 1, 4, 6] as [Int?] {
        for outer in [nil, 0, 3, 8] as [Int?] {
          for outerMax in [nil, 2, 5, 9] as [Int?] {
            let sizing = RowSizing.fit(min: inner, max: innerMax)
            let combined = sizing.clamped(min: outer, max: outerMax)
            let outerSizing = RowSizing.fit(min: outer, max: outerMax)
            for measured in 0...10 {
              let twice = outerSizing.resolve { sizing.resolve { measured } }
              #expect(combined.resolve { measured } == twice)
            }
          }
        }
      }
    }
  }

  /// A minimum above the maximum is documented: the maximum wins.
  @Test func contradictoryBoundsResolveToTheMaximum() {
    #expect(RowSizing.fit(min: 5, max: 3).resolve { 0 } == 3)
    #expect(RowSizing.fit(min: 5, max: 3).resolve { 10 } == 3)
    #expect(RowSizing.fit.clamped(min: 5, max: 3).resolve { 4 } == 3)
  }
}
