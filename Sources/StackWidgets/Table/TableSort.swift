/// How a ``Table`` is sorted: by which column, in which direction.
public struct TableSort: Sendable, Hashable {
  /// The column's index in ``Table/columns``.
  public var column: Int
  /// True for ascending (▲), false for descending (▼).
  public var ascending: Bool

  /// Sorting by `column`, ascending unless told.
  public init(column: Int, ascending: Bool = true) {
    self.column = column
    self.ascending = ascending
  }

  /// The marker drawn after the sorted column's title.
  public var marker: String { ascending ? "▲" : "▼" }

  /// The indexes of `keys` in sorted order: ascending or descending, and stable either way
  /// (equal keys keep their order). Keys that are not ordered with each other (NaN) count as
  /// equal to everything: their place is unspecified, but the result is always a
  /// permutation of the indexes.
  @inlinable
  static func stableOrder<Key: Comparable>(of keys: [Key], _ ascending: Bool) -> [Int] {
    var indexes = Array(keys.indices)
    keys.withUnsafeBufferPointer { keys in
      indexes.sort { first, second in
        let a = keys[first]
        let b = keys[second]
        if a < b { return ascending }
        if b < a { return !ascending }
        return first < second
      }
    }
    return indexes
  }
}
