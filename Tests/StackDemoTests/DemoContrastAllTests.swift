import Foundation
import StackCore
import StackTerminal
import StackTesting
import Testing

@testable import StackDemo

/// Every screen the demo shows — each tour in `demo/*.keys`, step by step, and each of its
/// screens with the styles its keys bring up — can be read on a dark and on a light
/// background, at 8 and 256 colours: no cell with text below 3:1 (issue 29, "Readable,
/// checked"), by StackTesting's ``ContrastCheck``.
@MainActor
@Suite
struct DemoContrastAllTests {
  @Test func everyTourAndScreenIsReadableOnDarkAndLightAtEightAnd256Colours() throws {
    var report = ContrastReport()
    var counts: [String] = []
    for check in ContrastCheck().perTerminal {
      let terminal = "\(check.backgrounds) \(check.depths)"
      for path in ScriptTestSupport.scripts(in: "demo") {
        let run = try ScriptTestSupport.run(path: path, contrastCheck: check)
        let found = try #require(run.result.contrast)
        counts.append("\(path) \(terminal): \(found.failures.count)")
        report.merge(found)
      }
      for screen in demoScreens {
        let demo = try DemoHarness(screen: screen, context: check.renderContext)
        var found = check.run(on: demo.screen, screen: screen)
        for key in DemoColorContrastTests.setUp[screen] ?? [] {
          demo.press(key)
          found.merge(check.run(on: demo.screen, screen: "\(screen) after \(key)"))
        }
        counts.append("\(screen) \(terminal): \(found.failures.count)")
        report.merge(found)
      }
    }
    #expect(report.isPassing, "\(counts.joined(separator: ", "))\n\(report)")
  }
}
