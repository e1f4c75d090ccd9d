import StackTesting
import Testing

/// ``LineDiff``, the diff the parity tests print when two screen dumps differ.
@Suite struct LineDiffTests {
  @Test func theDiffShowsLineNumbersOnBothSides() {
    let diff = LineDiff.unified(
      "a\nb\nc\nd\ne\nf\n", "a\nb\nC\nd\ne\nf\n", oldName: "headless", newName: "tmux",
      context: 1)
    #expect(
      diff == """
        --- headless
        +++ tmux
        @@ -2,3 +2,3 @@
             2 │ b
        -    3 │ c
        +    3 │ C
             4 │ d
        """)
    #expect(LineDiff.unified("same\n", "same\n", oldName: "a", newName: "b") == nil)
  }
}
