import StackWidgets

/// The model of the form measured by `table-bench form`.
struct Note {
  var text = ""
}

/// `table-bench form`: a form's text field holding a 1 KB value beside one holding a pasted
/// megabyte, 1,000 characters typed into each (alternating, a frame after each key): the
/// per-key CPU medians of keys 1–100 and 901–1,000. A key costs the same whatever the value's
/// length, and the last keys what the first did. Exits 1 under `check` when the megabyte's
/// keys cost over 1.5× the kilobyte's.
@MainActor func measureFormKeys(check: Bool) -> Never {
  let region = Rect(x: 0, y: 0, width: 80, height: 6)
  var forms: [(name: String, form: Form<Note>, frames: Frames)] = []
  for (name, length) in [("1 KB value", 1 << 10), ("1 MB value", 1 << 20)] {
    let form = Form(Note()) { TextField("Text", \.text) }
    _ = form.handle(.paste(String(repeating: "a", count: length)), in: region)
    forms.append((name, form, Frames()))
  }
  var costs: [String: [Double]] = [:]
  for key in 0..<1000 {
    for entry in forms {
      let start = threadCPUMicroseconds()
      if entry.form.handle(.key(.character("x")), in: region) == .redraw {
        entry.frames.frame { entry.form.render(in: &$0, isFocused: true) }
      }
      let part = key < 100 ? "keys 1–100" : key >= 900 ? "keys 901–1000" : nil
      if let part {
        costs["\(entry.name), \(part)", default: []].append(threadCPUMicroseconds() - start)
      }
    }
  }
  print("| form text field, a key + its frame | CPU median µs |")
  print("| --- | ---: |")
  for name in costs.keys.sorted() {
    print("| \(name) | \(format3(percentile(costs[name] ?? [0], 50))) |")
  }
  let small = percentile(costs["1 KB value, keys 901–1000"] ?? [1], 50)
  let large = percentile(costs["1 MB value, keys 901–1000"] ?? [0], 50)
  print("1 MB ÷ 1 KB (last keys): \(format2(large / max(small, 0.001)))× (goal ≤ 1.50)")
  guard check, large / max(small, 0.001) > 1.5 else { endProcess() }
  exitProcess(status: 1)
}
