/// Where an animated change of a demo screen is: it started moving, or it ended (`true` when
/// it ran to its end, `false` when a later change cut it short).
enum AnimationPhase: Equatable {
  /// The change began moving (reported once, after the call that made it).
  case started
  /// The change ended; the flag says whether it ran to its end.
  case finished(Bool)
}
