/// The report's `index.html`: one self-contained page (inline style and script, images by
/// relative path), so it opens from disk or from a CI artifact download with no server.
enum ReportPage {
    static func html(failures: [FailureArtifacts], machineChanges: [String] = []) -> String {
        let title = failures.isEmpty ? "All goldens match" : "\(failures.count) failing golden\(failures.count == 1 ? "" : "s")"
        let sections = failures.enumerated().map { section($1, number: $0 + 1) }.joined(separator: "\n")
        let contents = failures.isEmpty ? "<p class=\"empty\">No golden failed in this run.</p>" : """
            <nav><details\(failures.count <= 12 ? " open" : "")><summary>All \(failures.count) failing golden\(failures.count == 1 ? "" : "s")</summary><ol>\(failures.enumerated().map { "<li><a href=\"#case-\($0 + 1)\">\(escape($1.golden))</a></li>" }.joined())</ol></details></nav>
            \(sections)
            """
        return """
            <!doctype html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="generator" content="Terrarium golden report">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>\(escape(title)) · Terrarium</title>
            <style>\(style)</style>
            </head>
            <body data-cases="\(failures.count)">
            <header><h1>\(escape(title))</h1>
            \(machineChanges.isEmpty ? "" : "<p class=\"machine\" role=\"note\">This machine is not the one the goldens were recorded on: \(escape(machineChanges.joined(separator: "; "))). Differences may come from it rather than from the code.</p>")
            <p>Each case shows the golden (expected), the new render (actual) and the diff: red where pixels differ beyond the tolerance, yellow where only anti-aliasing differs, the golden faded elsewhere. Drag the slider, or press Toggle (or the T key), to compare expected and actual in place.</p></header>
            <main>
            \(contents)
            </main>
            <footer id="status" role="status"></footer>
            <script>\(script)</script>
            </body>
            </html>

            """
    }

    static func section(_ failure: FailureArtifacts, number: Int) -> String {
        func figure(_ path: String?, _ caption: String) -> String {
            guard let path else { return "<figure class=\"absent\"><figcaption>\(caption)</figcaption><p>none</p></figure>" }
            return "<figure><a href=\"\(escape(path))\"><img src=\"\(escape(path))\" alt=\"\(caption) of \(escape(failure.golden))\"></a><figcaption>\(caption)</figcaption></figure>"
        }
        var compare = ""
        if let expected = failure.expected, let actual = failure.actual {
            compare = """
                <div class="compare-tools">
                <input type="range" min="0" max="100" value="50" aria-label="Where the line between expected and actual sits">
                <button type="button">Toggle</button> <span class="showing">split view: expected left of the line, actual right of it</span>
                </div>
                <div class="compare">
                <img class="under" src="\(escape(expected))" alt="expected">
                <img class="over" src="\(escape(actual))" alt="actual" style="clip-path: inset(0 0 0 50%)">
                <div class="divider" style="left: 50%"></div>
                </div>
                """
        }
        let panel = failure.panel.map { " · <a href=\"\(escape($0))\">three-panel PNG</a>" } ?? ""
        return """
            <section class="case" id="case-\(number)" data-golden="\(escape(failure.golden))">
            <h2>\(number). \(escape(failure.golden))\(frameTime(failure.golden).map { " <span class=\"time\">frame at t = \($0) s</span>" } ?? "")</h2>
            <p class="message">\(escape(failure.message))\(panel)</p>
            <div class="figures">\(figure(failure.expected, "expected"))\(figure(failure.diff, "diff"))\(figure(failure.actual, "actual"))</div>
            \(compare)
            </section>
            """
    }

    static func escape(_ text: String) -> String { Markup.escaped(text) }

    /// The moment a keyframe golden is drawn at, from its name (`…-at1.5s@2x.png`, as
    /// `GoldenCase` names it); nil for a still.
    static func frameTime(_ golden: String) -> String? {
        guard let at = golden.range(of: "-at", options: .backwards),
              let end = golden.range(of: "s@", range: at.upperBound..<golden.endIndex) else { return nil }
        let seconds = golden[at.upperBound..<end.lowerBound]
        guard !seconds.isEmpty, Double(seconds) != nil else { return nil }
        return String(seconds)
    }

    static let style = """
        body { font: 15px/1.45 system-ui, sans-serif; margin: 0; background: #f6f6f4; color: #222; }
        header, main, footer { max-width: 1400px; margin: 0 auto; padding: 16px 24px; }
        h1 { font-size: 24px; margin: 8px 0; } h2 { font-size: 17px; margin: 0 0 6px; word-break: break-all; }
        h2 .time { font-weight: normal; color: #555; margin-left: 8px; white-space: nowrap; }
        nav ol { columns: 2; padding-left: 20px; } nav summary { cursor: pointer; color: #444; } .message { color: #7a1f1f; margin: 0 0 12px; }
        .case { background: #fff; border: 1px solid #ddd; border-radius: 8px; padding: 16px; margin: 16px 0; }
        .figures { display: flex; gap: 16px; flex-wrap: wrap; align-items: flex-start; }
        figure { margin: 0; text-align: center; }
        figure img { display: block; max-height: 360px; max-width: 420px; background: repeating-conic-gradient(#ddd 0 25%, #fff 0 50%) 0 0 / 16px 16px; }
        figcaption { font-size: 13px; color: #555; margin-top: 4px; }
        .absent p { width: 160px; padding: 40px 0; border: 1px dashed #bbb; color: #888; }
        .compare-tools { margin: 16px 0 8px; display: flex; gap: 12px; align-items: center; }
        .compare-tools input { width: 280px; vertical-align: middle; }
        .compare { position: relative; display: inline-block; background: repeating-conic-gradient(#ddd 0 25%, #fff 0 50%) 0 0 / 16px 16px; }
        .compare img.under { display: block; max-width: 100%; max-height: 75vh; }
        .compare img.over { position: absolute; inset: 0; width: 100%; height: 100%; }
        .compare .divider { position: absolute; top: 0; bottom: 0; width: 2px; background: #e0245e; }
        .empty { font-size: 18px; }
        .machine { padding: 8px 12px; border-radius: 8px; background: #fff4d6; border: 1px solid #e8cf86; }
        footer { color: #666; font-size: 13px; }
        """

    /// Slider and toggle for each case; the footer (and `data-ready` on the body, which the
    /// browser test reads) says whether every image loaded.
    static let script = """
        document.querySelectorAll('.case').forEach(function (section) {
          var range = section.querySelector('input[type=range]');
          if (!range) return;
          var over = section.querySelector('img.over'), divider = section.querySelector('.divider');
          var showing = section.querySelector('.showing');
          function show(value) {
            range.value = value;
            over.style.clipPath = 'inset(0 0 0 ' + value + '%)';
            divider.style.left = value + '%';
            divider.style.display = (value == 0 || value == 100) ? 'none' : 'block';
            showing.textContent = value == 100 ? 'showing expected' : value == 0 ? 'showing actual' : 'split view: expected left of the line, actual right of it';
          }
          range.addEventListener('input', function () { show(range.value); });
          section.querySelector('button').addEventListener('click', function () { show(range.value == 100 ? 0 : 100); });
          section.toggle = function () { show(range.value == 100 ? 0 : 100); };
        });
        document.addEventListener('keydown', function (event) {
          if (event.key !== 't' && event.key !== 'T') return;
          document.querySelectorAll('.case').forEach(function (section) { if (section.toggle) section.toggle(); });
        });
        (function () {
          var images = Array.prototype.slice.call(document.images), done = 0, loaded = 0;
          function update() {
            var status = document.getElementById('status');
            status.textContent = loaded + ' of ' + images.length + ' images loaded';
            if (done === images.length) document.body.dataset.ready = loaded === images.length ? 'all ' + loaded + ' images loaded' : (images.length - loaded) + ' images failed to load';
          }
          images.forEach(function (image) {
            function finish() { done += 1; if (image.naturalWidth > 0) loaded += 1; update(); }
            if (image.complete) finish(); else { image.addEventListener('load', finish); image.addEventListener('error', finish); }
          });
          update();
        })();
        """
}
