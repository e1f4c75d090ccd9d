import StackDrawing

/// Following the end: the setting, and the rows added beyond the view while the view is
/// elsewhere.
///
/// Whether the stack follows is where the view is: at the end when the last update
/// committed, with the setting on. That place is kept here because an update can begin after
/// the layout already changed (a new viewport is set before its update begins).
struct EndFollowing {
  /// ``ScrollStack/followsEnd``.
  var isEnabled = false
  /// The offset was the largest one when the last update committed (an empty stack is at its
  /// end).
  var wasAtEnd = true
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
  /// The offset of the settled layout the update starts from (during an animation the frame
  /// on screen is elsewhere): an update that ends elsewhere set the offset itself.
  var startOffset = 0
}
