import Testing

@testable import StackDemo

/// A held key at 30 keys a second on the list screen, with the demo's default settings
/// (animated): every frame drawn between two keys shows the row the status line calls
/// selected (issue 20 item 1), played headless on virtual time as `stack-demo --script` does.
@MainActor
@Suite struct DemoHeldKeyTests {
  /// A script pressing each of `keys` in turn, 33 ms apart, with a snapshot of the frame at
  /// 16 ms and at 33 ms after each key.
  static func heldKeyScript(_ keys: [String]) -> String {
    var lines = ["# screen: list", "# rows: 1000"]
    for (number, key) in keys.enumerated() {
      lines += [key, "wait 16ms", "snapshot k\(number)-16", "wait 17ms", "snapshot k\(number)-33"]
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// The selected row as the status line names it ("row 42/1000"), 1-based.
  static func selectedRow(in lines: [String]) -> Int? {
    guard let status = lines.last(where: { $0.contains("/1000") }),
      let range = status.range(of: #"row (\d+)/1000"#, options: .regularExpression)
    else { return nil }
    return Int(status[range].dropFirst(4).prefix { $0 != "/" })
  }

  /// The snapshots whose screen does not show the row the status line calls selected.
  static func framesHidingTheSelection(_ keys: [String]) throws -> [String] {
    let run = try ScriptTestSupport.run(text: heldKeyScript(keys), file: "held.keys")
    #expect(run.result.snapshots.count == 2 * keys.count)
    return run.result.snapshots.compactMap { snapshot in
      guard let row = selectedRow(in: snapshot.lines) else { return "\(snapshot.name): no status" }
      let shown = snapshot.lines.contains { $0.hasPrefix("Row \(row):") }
      return shown ? nil : "\(snapshot.name): Row \(row) not on screen"
    }
  }

  @Test func holdingDownAt30KeysASecondNeverHidesTheSelectedRow() throws {
    let hidden = try Self.framesHidingTheSelection(Array(repeating: "down", count: 60))
    #expect(hidden.isEmpty, "\(hidden)")
  }

  @Test func holdingPageDownThenUpAt30KeysASecondNeverHidesTheSelectedRow() throws {
    let keys =
      Array(repeating: "pgdn", count: 10) + Array(repeating: "up", count: 30) + ["end", "home"]
    let hidden = try Self.framesHidingTheSelection(keys)
    #expect(hidden.isEmpty, "\(hidden)")
  }
}
