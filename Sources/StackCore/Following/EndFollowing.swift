/// Following the end: the setting, and the rows added beyond the view while the view is
/// elsewhere.
///
/// Whether the stack follows right now is not stored: it is where the view is (at the end
/// after an update, with the setting on). Only what cannot be worked out from the layout is
/// kept here.
struct EndFollowing {
  /// ``ScrollStack/followsEnd``.
  var isEnabled = false
  /// ``ScrollStack/unseenRowCount``.
  var unseenRowCount = 0
}

/// What one update needs to know about following the end, taken when it begins.
struct FollowingUpdate {
  /// The update began with the view at the end and the setting on: unless the user moves the
  /// view in it, it ends at the end.
  var startedAtEnd = false
  /// The update follows the end: its scroll target is the end, and the selection does not
  /// pull the view away.
  var isFollowing = false
  /// The last row on screen when the update began (not following): rows inserted after it
  /// are rows the user has not seen.
  var lastSeen: ViewportAnchor?
  /// Rows inserted after ``lastSeen`` in this update.
  var rowsAddedBeyondView = 0
}
