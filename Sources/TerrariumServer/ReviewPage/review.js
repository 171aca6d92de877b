// The golden review page: the goldens a verify run found changed, new or stale, one at a time,
// with the views a reviewer needs and the actions that settle each one. Plain script, no build
// step; it talks to this server only (GET /v1/goldens, POST /v1/goldens/{accept,delete,reject,
// undo,verify}). Every action answers the golden's new state, which replaces the item here.
'use strict';
(function () {
  var views = ['side', 'slider', 'onion', 'diff'];
  var viewNames = { side: 'Side by side', slider: 'Slider', onion: 'Onion skin', diff: 'Diff' };
  var zooms = [0, 1, 2, 4, 8];
  var state = { data: null, items: [], selected: null, view: 'side', zoom: 0, split: 50, opacity: 50, busy: false };

  function $(id) { return document.getElementById(id); }
  function el(tag, attributes, children) {
    var node = document.createElement(tag);
    Object.keys(attributes || {}).forEach(function (key) {
      if (key === 'text') node.textContent = attributes[key];
      else if (key === 'className') node.className = attributes[key];
      else if (key.slice(0, 2) === 'on') node.addEventListener(key.slice(2), attributes[key]);
      else node.setAttribute(key, attributes[key]);
    });
    (children || []).forEach(function (child) { if (child) node.appendChild(child); });
    return node;
  }

  function say(text, isError) {
    var status = $('status');
    status.textContent = text;
    status.className = isError ? 'error' : '';
  }

  function api(method, path, body) {
    var options = { method: method, headers: {} };
    if (body !== undefined) {
      options.headers['Content-Type'] = 'application/json';
      options.body = JSON.stringify(body);
    }
    return fetch(path, options).then(function (response) {
      return response.json().then(function (json) {
        if (!response.ok) {
          var error = new Error(json.error ? json.error.message : response.statusText);
          error.code = json.error ? json.error.code : 'http';
          throw error;
        }
        return json;
      });
    });
  }

  // MARK: what is shown

  function matchesFilter(item) {
    var plugin = $('filter-plugin').value, scene = $('filter-scene').value;
    var status = $('filter-status').value, text = $('filter-text').value.trim();
    if (plugin && item.plugin !== plugin) return false;
    if (scene && item.scene !== scene) return false;
    if (text && item.golden.indexOf(text) < 0) return false;
    if (!status) return true;
    if (status === 'changed' || status === 'new' || status === 'stale') return item.kind === status;
    return item.state === status;
  }

  function visible() { return state.items.filter(matchesFilter); }
  function find(golden) { return state.items.filter(function (item) { return item.golden === golden; })[0]; }

  function fillSelect(select, values) {
    var chosen = select.value;
    while (select.options.length > 1) select.remove(1);
    values.forEach(function (value) { select.appendChild(el('option', { value: value, text: value })); });
    select.value = values.indexOf(chosen) >= 0 ? chosen : '';
  }

  function unique(values) {
    return values.filter(function (value, index) { return value && values.indexOf(value) === index; }).sort();
  }

  function fillFilters() {
    fillSelect($('filter-plugin'), unique(state.items.map(function (item) { return item.plugin; })));
    var plugin = $('filter-plugin').value;
    fillSelect($('filter-scene'), unique(state.items.filter(function (item) { return !plugin || item.plugin === plugin; })
      .map(function (item) { return item.scene; })));
  }

  function load(listing) {
    state.data = listing;
    state.items = listing.items;
    fillFilters();
    var machine = $('machine');
    machine.hidden = listing.machineChanges.length === 0;
    machine.textContent = 'This machine is not the one the goldens were recorded on: ' + listing.machineChanges.join('; ') +
      '. Differences may come from it rather than from the code.';
    render();
  }

  function render() {
    var counts = state.data.counts, shown = visible();
    var left = counts.pending;
    $('counts').textContent = state.data.checked + ' goldens verified · ' + left + ' to review · ' + counts.accepted + ' accepted · ' +
      counts.rejected + ' rejected · ' + counts.deleted + ' deleted';
    document.body.dataset.left = String(left);
    if (!find(state.selected) || !matchesFilter(find(state.selected))) {
      var first = shown.filter(function (item) { return item.state === 'pending'; })[0] || shown[0];
      state.selected = first ? first.golden : null;
    }
    renderList(shown);
    renderViewer();
    var pendingShown = shown.filter(function (item) { return item.state === 'pending'; }).length;
    $('accept-all').textContent = 'Accept all ' + pendingShown + ' shown';
    $('accept-all').disabled = state.busy || pendingShown === 0;
    $('undo').disabled = state.busy || !state.data.canUndo;
    $('verify').disabled = state.busy;
    document.body.dataset.state = 'ready';
  }

  function renderList(shown) {
    var list = $('list');
    list.textContent = '';
    if (shown.length === 0) {
      list.appendChild(el('li', { className: 'empty', text: state.items.length ? 'Nothing matches the filter.' : 'Every golden verifies.' }));
      return;
    }
    shown.forEach(function (item) {
      var label = item.state === 'pending' ? item.kind : item.state;
      var detail = mismatch(item);
      var row = el('li', {
        'data-golden': item.golden, 'data-kind': item.kind, 'data-state': item.state,
        'aria-selected': item.golden === state.selected ? 'true' : 'false',
        onclick: function () { select(item.golden); }
      }, [el('span', { className: 'path' }, [el('span', { className: 'folder', text: item.golden.slice(0, item.golden.lastIndexOf('/') + 1) }),
        document.createTextNode(item.golden.slice(item.golden.lastIndexOf('/') + 1))]),
        el('span', { className: 'badge ' + label, text: label }),
        detail ? el('span', { className: 'detail', text: detail }) : null]);
      list.appendChild(row);
    });
    var chosen = list.querySelector('[aria-selected="true"]');
    if (chosen && chosen.scrollIntoView) chosen.scrollIntoView({ block: 'nearest' });
  }

  function mismatch(item) {
    if (item.mismatchedPixels === undefined || !item.totalPixels) return item.kind === 'new' ? 'no golden yet' : item.kind === 'stale' ? 'no example draws it' : '';
    return item.mismatchedPixels.toLocaleString('en') + ' of ' + item.totalPixels.toLocaleString('en') + ' px differ (' +
      (100 * item.mismatchedPixels / item.totalPixels).toPrecision(3) + '%)';
  }

  function source(item, which) {
    if (which === 'expected' && (item.state === 'accepted')) return '/goldens/' + encodeURI(item.golden) + '?h=' + item.hash;
    return item[which] ? '/report/' + encodeURI(item[which]) : null;
  }

  function image(src, alt) {
    var img = el('img', { src: src, alt: alt });
    img.addEventListener('load', function () { sizeImage(img); });
    img.addEventListener('error', function () { say('an image failed to load: ' + src, true); });
    return img;
  }

  function sizeImage(img) {
    if (state.zoom > 0 && img.naturalWidth) img.style.width = (img.naturalWidth * state.zoom) + 'px';
    else img.style.width = '';
  }

  function renderViewer() {
    var viewer = $('viewer');
    viewer.textContent = '';
    var item = find(state.selected);
    viewer.dataset.golden = item ? item.golden : '';
    if (!item) {
      viewer.appendChild(el('p', { className: 'empty', text: state.items.length ? 'Nothing matches the filter.' :
        'Every golden verifies: nothing to review.' }));
      return;
    }
    var expected = source(item, 'expected'), actual = source(item, 'actual'), diff = source(item, 'diff');
    var both = expected && actual;
    var view = both ? state.view : 'side';
    var verdict = item.state === 'accepted' ? (item.verifies ? 'accepted · verifies' : 'accepted · still fails') : item.state;
    viewer.appendChild(el('h2', {}, [document.createTextNode(item.golden + ' '), el('span', { className: 'badge ' + item.kind, text: item.kind }),
      document.createTextNode(' '), el('span', { className: 'badge ' + item.state, 'data-verdict': verdict, text: verdict })]));
    viewer.appendChild(el('p', { className: 'message', text: item.message }));

    var viewButtons = views.map(function (name, index) {
      return el('button', { type: 'button', 'aria-pressed': String(view === name), title: viewNames[name] + ' (' + (index + 1) + ')',
        text: viewNames[name], onclick: function () { setView(name); } });
    });
    viewButtons.forEach(function (button, index) { if (!both && views[index] !== 'side') button.disabled = true; });
    var zoomButtons = zooms.map(function (zoom) {
      return el('button', { type: 'button', 'aria-pressed': String(state.zoom === zoom), text: zoom ? zoom + '×' : 'Fit',
        title: zoom ? 'Each pixel ' + zoom + '×, square' : 'Fit the page', onclick: function () { setZoom(zoom); } });
    });
    var pending = item.state === 'pending';
    var actions = [
      item.kind === 'stale'
        ? el('button', { type: 'button', id: 'delete', className: 'delete', text: 'Delete (d)', onclick: function () { act('delete'); } })
        : el('button', { type: 'button', id: 'accept', className: 'accept', text: 'Accept (a)', onclick: function () { act('accept'); } }),
      el('button', { type: 'button', id: 'reject', className: 'reject', text: 'Reject (r)', onclick: function () { act('reject'); } })
    ];
    actions.forEach(function (button) { button.disabled = state.busy || !pending; });
    viewer.appendChild(el('div', { className: 'toolbar' }, [
      el('div', { className: 'group', role: 'group', 'aria-label': 'View' }, [el('span', { text: 'View' })].concat(viewButtons)),
      el('div', { className: 'group', role: 'group', 'aria-label': 'Zoom' }, [el('span', { text: 'Zoom' })].concat(zoomButtons)),
      el('div', { className: 'group', role: 'group', 'aria-label': 'Decide' }, actions)
    ]));

    var stage = el('div', { className: 'stage ' + (state.zoom ? 'zoomed' : 'fit'), 'data-view': view });
    if (view === 'side') {
      var figures = [[expected, 'expected'], [diff, 'diff'], [actual, 'actual']].map(function (pair) {
        if (!pair[0]) return pair[1] === 'diff' ? null : el('figure', {}, [el('div', { className: 'absent', text: 'none' }),
          el('figcaption', { text: pair[1] })]);
        return el('figure', {}, [image(pair[0], pair[1] + ' of ' + item.golden), el('figcaption', { text: pair[1] })]);
      });
      stage.appendChild(el('div', { className: 'side' }, figures));
    } else if (view === 'diff') {
      stage.appendChild(diff ? image(diff, 'diff of ' + item.golden) : el('p', { className: 'empty', text: 'No diff image: the sizes differ or the golden cannot be read.' }));
    } else {
      var slider = view === 'slider';
      var value = slider ? state.split : state.opacity;
      var over = image(actual, 'actual'), divider = el('div', { className: 'divider' });
      over.className = 'over';
      var range = el('input', { type: 'range', min: '0', max: '100', value: String(value),
        'aria-label': slider ? 'Where the line between expected and actual sits' : 'How opaque the actual is over the expected' });
      var caption = el('span');
      var apply = function (v) {
        if (slider) {
          state.split = v;
          over.style.clipPath = 'inset(0 0 0 ' + v + '%)';
          divider.style.left = v + '%';
          divider.hidden = v === 0 || v === 100;
          caption.textContent = v === 100 ? 'showing expected' : v === 0 ? 'showing actual' : 'expected left of the line, actual right of it';
        } else {
          state.opacity = v;
          over.style.opacity = String(v / 100);
          caption.textContent = 'actual at ' + v + '% over expected';
        }
        range.value = String(v);
      };
      range.addEventListener('input', function () { apply(Number(range.value)); });
      stage.toggle = function () { apply(Number(range.value) === 100 ? 0 : 100); };
      stage.appendChild(el('label', { className: 'range' }, [range, caption]));
      stage.appendChild(el('div', { className: 'layers' }, [image(expected, 'expected'), over, slider ? divider : null]));
      apply(value);
    }
    viewer.appendChild(stage);
  }

  // MARK: moving and deciding

  function select(golden) {
    state.selected = golden;
    renderList(visible());
    renderViewer();
  }

  function step(by) {
    var shown = visible();
    if (!shown.length) return;
    var index = shown.map(function (item) { return item.golden; }).indexOf(state.selected);
    index = index < 0 ? 0 : Math.min(shown.length - 1, Math.max(0, index + by));
    select(shown[index].golden);
  }

  /// The item to look at after deciding `golden`: the next one still to review in the list as
  /// shown, after it (or before it, at the end).
  function nextPending(golden) {
    var shown = visible(), index = shown.map(function (item) { return item.golden; }).indexOf(golden);
    var later = shown.slice(index + 1).concat(shown.slice(0, Math.max(index, 0)));
    var next = later.filter(function (item) { return item.state === 'pending' && item.golden !== golden; })[0];
    return next ? next.golden : golden;
  }

  function setView(name) { state.view = name; renderViewer(); }
  function setZoom(zoom) { state.zoom = zoom; renderViewer(); }

  function replace(item, canUndo) {
    state.items = state.items.map(function (old) { return old.golden === item.golden ? item : old; });
    var counts = { pending: 0, accepted: 0, rejected: 0, deleted: 0 };
    state.items.forEach(function (each) { counts[each.state] += 1; });
    state.data.counts = counts;
    state.data.canUndo = canUndo;
  }

  function decide(action, golden) {
    var item = find(golden);
    var body = { golden: golden };
    if (action === 'accept' || action === 'delete') body.expectedHash = item.hash;
    return api('POST', '/v1/goldens/' + action, body).then(function (answer) {
      replace(answer.item, answer.canUndo);
      document.body.dataset.lastAction = action + ' ' + golden + ': ' + answer.status;
      return answer;
    });
  }

  function act(action) {
    var item = find(state.selected);
    if (!item || state.busy || item.state !== 'pending') return;
    if (action === 'delete' && item.kind !== 'stale') return;
    if (action === 'accept' && item.kind === 'stale') action = 'delete';
    var next = nextPending(item.golden);
    busy(true);
    decide(action, item.golden).then(function (answer) {
      say(describe(action, answer));
      state.selected = next;
    }).catch(failed).then(function () { busy(false); });
  }

  function describe(action, answer) {
    if (action === 'reject') return 'rejected ' + answer.golden + ': the golden is kept; the code is to be fixed';
    if (answer.status === 'deleted') return 'deleted stale golden ' + answer.golden;
    return 'accepted ' + answer.golden + (answer.status === 'passed' ? ': it verifies' : ': it still fails (' + answer.item.message + ')');
  }

  function acceptAll() {
    var queue = visible().filter(function (item) { return item.state === 'pending'; }).map(function (item) { return item.golden; });
    var done = 0;
    busy(true);
    function next() {
      if (done === queue.length) { say('accepted all ' + done + ' shown'); return Promise.resolve(); }
      var golden = queue[done];
      say('accepting ' + (done + 1) + ' of ' + queue.length + ': ' + golden);
      return decide(find(golden).kind === 'stale' ? 'delete' : 'accept', golden).then(function () { done += 1; return next(); });
    }
    next().catch(failed).then(function () { busy(false); });
  }

  function undo() {
    if (state.busy || !state.data.canUndo) return;
    busy(true);
    api('POST', '/v1/goldens/undo', {}).then(function (answer) {
      replace(answer.item, answer.canUndo);
      state.selected = answer.golden;
      document.body.dataset.lastAction = 'undo ' + answer.golden + ': ' + answer.item.state;
      say('undone: ' + answer.golden + ' is back to ' + (answer.item.state === 'pending' ? 'review' : answer.item.state));
    }).catch(failed).then(function () { busy(false); });
  }

  function verifyAgain() {
    busy(true);
    say('verifying every golden again…');
    api('POST', '/v1/goldens/verify', {}).then(function (listing) {
      load(listing);
      say('verified again: ' + listing.counts.pending + ' to review');
    }).catch(failed).then(function () { busy(false); });
  }

  function failed(error) {
    say(error.message, true);
    // A golden changed on disk was checked afresh by the server: show it as it is now.
    if (error.code === 'changed-on-disk') {
      return api('GET', '/v1/goldens').then(function (listing) { load(listing); say(error.message, true); });
    }
  }

  function busy(on) {
    state.busy = on;
    document.body.dataset.busy = on ? 'true' : 'false';
    if (state.data) render();
  }

  function toggle() {
    if (state.view !== 'slider' && state.view !== 'onion') { state.view = 'slider'; state.split = 100; renderViewer(); return; }
    var stage = document.querySelector('.stage');
    if (stage && stage.toggle) stage.toggle();
  }

  document.addEventListener('keydown', function (event) {
    var target = event.target;
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    if (target.tagName === 'SELECT' || (target.tagName === 'INPUT' && target.type !== 'range')) return;
    if (target.type === 'range' && event.key.indexOf('Arrow') === 0) return;
    var handled = true;
    switch (event.key) {
      case 'j': case 'ArrowDown': step(1); break;
      case 'k': case 'ArrowUp': step(-1); break;
      case 'a': act('accept'); break;
      case 'r': act('reject'); break;
      case 'd': act('delete'); break;
      case 'u': undo(); break;
      case 't': case 'T': toggle(); break;
      case '1': case '2': case '3': case '4': setView(views[Number(event.key) - 1]); break;
      case '+': case '=': setZoom(zooms[Math.min(zooms.length - 1, zooms.indexOf(state.zoom) + 1)]); break;
      case '-': setZoom(zooms[Math.max(0, zooms.indexOf(state.zoom) - 1)]); break;
      case '0': setZoom(0); break;
      default: handled = false;
    }
    if (handled) event.preventDefault();
  });

  ['filter-plugin', 'filter-scene', 'filter-status'].forEach(function (id) {
    $(id).addEventListener('change', function () { if (id === 'filter-plugin') fillFilters(); render(); });
  });
  $('filter-text').addEventListener('input', render);
  $('accept-all').addEventListener('click', acceptAll);
  $('undo').addEventListener('click', undo);
  $('verify').addEventListener('click', verifyAgain);

  api('GET', '/v1/goldens').then(load).catch(function (error) {
    document.body.dataset.state = 'error';
    say('cannot load the goldens: ' + error.message, true);
  });
})();
