/// The stack serves its selection part (Selection/): the part reaches the rows, the view and
/// the update in progress through these members, never the stack itself.
extension ScrollStack: SelectionHost {}
