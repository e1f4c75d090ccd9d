/// A sort of a table's rows in progress, whatever its key type: ``step`` does a slice of the
/// work (about `budget` units) and gives the sorted model indexes once done.
@usableFromInline
struct TableSortSteps {
  /// Does about `budget` units of work; the sorted model indexes once done, else nil.
  @usableFromInline let step: (_ budget: Int) -> [Int]?
  /// The share of the work done, 0…1.
  @usableFromInline let fractionDone: () -> Double

  @inlinable
  init(step: @escaping (_ budget: Int) -> [Int]?, fractionDone: @escaping () -> Double) {
    self.step = step
    self.fractionDone = fractionDone
  }
}
