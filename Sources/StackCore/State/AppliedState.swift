/// The last state applied to a stack, kept typed so the next apply reads the old identities
/// and versions without a cast per row: the state itself (its entries compare with the new
/// state's), its identities in row order, and the row of each identity.
///
/// The storage holds it (``RowStorage/appliedState``) only while its rows are exactly the
/// storage's, in order: any insertion or removal other than by an apply drops it, and the
/// next apply reads the rows' own identities instead (``PreviousState``). Decision 0615.
final class AppliedState<Source: StateSource> {
  /// The state last applied.
  let source: Source
  /// Its identities, in row order.
  let identities: [Source.ID]
  /// The row of each identity.
  var rows: [Source.ID: Row]

  init(source: Source, identities: [Source.ID], rows: [Source.ID: Row]) {
    self.source = source
    self.identities = identities
    self.rows = rows
  }
}
