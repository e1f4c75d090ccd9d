/// The escape sequences ``InputDecoder`` turns into keys: those the terminal's terminfo entry
/// describes (as ncurses' keypad mode decodes them), then the common xterm / VT220 ones the
/// entry does not list (a terminal sends the normal-mode cursor keys before it is told to use
/// the keypad-transmit mode, and tmux sends the VT220 editing keys).
enum KeySequences {
  /// Terminfo key capabilities and their keys.
  static let capabilities: [(String, Key)] =
    [
      ("kcuu1", .up), ("kcud1", .down), ("kcub1", .left), ("kcuf1", .right),
      ("kpp", .pageUp), ("knp", .pageDown), ("khome", .home), ("kend", .end),
      ("kfnd", .home), ("kslt", .end), ("kent", .enter), ("kcbt", .backTab),
      ("kbs", .backspace), ("kdch1", .delete), ("kich1", .insert),
      ("kri", .shiftUp), ("kind", .shiftDown), ("kLFT", .shiftLeft), ("kRIT", .shiftRight),
    ] + (1...12).map { ("kf\($0)", Key.function($0)) }

  /// Sequences recognised whatever the entry says.
  static let common: [(String, Key)] =
    [
      ("[A", .up), ("[B", .down), ("[C", .right), ("[D", .left),
      ("[1;2A", .shiftUp), ("[1;2B", .shiftDown), ("[1;2C", .shiftRight), ("[1;2D", .shiftLeft),
      ("OA", .up), ("OB", .down), ("OC", .right), ("OD", .left),
      ("[H", .home), ("[F", .end), ("OH", .home), ("OF", .end),
      ("[1~", .home), ("[4~", .end), ("[5~", .pageUp), ("[6~", .pageDown),
      ("[2~", .insert), ("[3~", .delete), ("[Z", .backTab), ("OM", .enter),
      ("OP", .function(1)), ("OQ", .function(2)), ("OR", .function(3)), ("OS", .function(4)),
    ]
    + zip([11, 12, 13, 14, 15, 17, 18, 19, 20, 21, 23, 24], 1...12).map {
      ("[\($0.0)~", Key.function($0.1))
    }

  /// The table for the current terminal: each sequence starts with ESC; the entry's own
  /// sequences come first and win over a common one with the same bytes.
  @MainActor static func table() -> [(bytes: [UInt8], key: Key)] {
    var table: [(bytes: [UInt8], key: Key)] = []
    var seen: Set<[UInt8]> = []
    for (name, key) in capabilities {
      let bytes = TerminfoEntry.string(name)
      guard bytes.count > 1, bytes[0] == 0x1B, seen.insert(bytes).inserted else { continue }
      table.append((bytes, key))
    }
    for (tail, key) in common {
      let bytes = [0x1B] + Array(tail.utf8)
      guard seen.insert(bytes).inserted else { continue }
      table.append((bytes, key))
    }
    return table
  }
}
