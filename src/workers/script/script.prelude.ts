/**
 * The JavaScript that runs inside the QuickJS sandbox before a user's script (D12). It is a function
 * expression: the engine calls it with the job as one JSON string, it defines the globals a script
 * may use (`pm`, `console`, `atob`, `btoa`) and returns a `collect` function that the engine calls
 * after the script to read back, as one JSON string, the (possibly changed) request, the environment,
 * the test results and the console lines. Nothing from the host is exposed: data goes in and out as
 * strings, so a script has no way to reach the page, its storage, the DOM or the network.
 *
 * Written as ES2020 that QuickJS runs as is; it is never bundled or transformed.
 */
export const PRELUDE = String.raw`(function (inputJson) {
  'use strict';
  var input = JSON.parse(inputJson);
  var stringify = JSON.stringify;
  var parse = JSON.parse;
  var Str = String;
  var isArray = Array.isArray;
  var toTag = Object.prototype.toString;
  var defineProperty = Object.defineProperty;
  var MAX_LINES = input.limits.consoleLines;
  var MAX_CHARS = input.limits.consoleChars;
  var lines = [];
  var results = [];

  class AssertionError extends Error {
    constructor(message) { super(message); this.name = 'AssertionError'; }
  }

  function kindOf(v) { return toTag.call(v).slice(8, -1).toLowerCase(); }

  function show(v) {
    if (typeof v === 'string') return "'" + v + "'";
    if (typeof v === 'function') return '[Function' + (v.name ? ': ' + v.name : '') + ']';
    if (v instanceof Error) return v.name + ': ' + v.message;
    if (v === null || typeof v !== 'object') return Str(v);
    try {
      var s = stringify(v);
      return s === undefined ? Str(v) : s;
    } catch (e) {
      return toTag.call(v);
    }
  }

  function errorText(e) {
    if (e && typeof e === 'object' && 'message' in e) {
      var name = e.name && e.name !== 'Error' && e.name !== 'AssertionError' ? e.name + ': ' : '';
      return name + Str(e.message);
    }
    return Str(e);
  }

  function record(level, args) {
    if (lines.length > MAX_LINES) return;
    if (lines.length === MAX_LINES) {
      lines.push({ level: 'warn', text: '(further console output was dropped)' });
      return;
    }
    var parts = [];
    for (var i = 0; i < args.length; i++) parts.push(typeof args[i] === 'string' ? args[i] : show(args[i]));
    var text = parts.join(' ');
    if (text.length > MAX_CHARS) text = text.slice(0, MAX_CHARS) + ' … (cut)';
    lines.push({ level: level, text: text });
  }

  var consoleObject = {
    log: function () { record('log', arguments); },
    info: function () { record('info', arguments); },
    warn: function () { record('warn', arguments); },
    error: function () { record('error', arguments); },
    debug: function () { record('log', arguments); },
  };

  // atob and btoa as browsers define them (forgiving base64, Latin-1 strings).
  var B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
  function btoa(input) {
    var s = Str(input);
    var out = '';
    for (var i = 0; i < s.length; i++) if (s.charCodeAt(i) > 255) throw new Error('InvalidCharacterError: btoa() takes Latin-1 text; encode other text first');
    for (var j = 0; j < s.length; j += 3) {
      var n = (s.charCodeAt(j) << 16) | ((j + 1 < s.length ? s.charCodeAt(j + 1) : 0) << 8) | (j + 2 < s.length ? s.charCodeAt(j + 2) : 0);
      out += B64[(n >> 18) & 63] + B64[(n >> 12) & 63] + (j + 1 < s.length ? B64[(n >> 6) & 63] : '=') + (j + 2 < s.length ? B64[n & 63] : '=');
    }
    return out;
  }
  function atob(input) {
    var s = Str(input).replace(/[\t\n\f\r ]/g, '');
    if (s.length % 4 === 0) s = s.replace(/==?$/, '');
    if (s.length % 4 === 1 || /[^A-Za-z0-9+/]/.test(s)) throw new Error('InvalidCharacterError: the string to be decoded is not correctly encoded');
    var out = '';
    var bits = 0;
    var count = 0;
    for (var i = 0; i < s.length; i++) {
      bits = (bits << 6) | B64.indexOf(s[i]);
      count += 6;
      if (count >= 8) {
        count -= 8;
        out += String.fromCharCode((bits >> count) & 255);
      }
    }
    return out;
  }

  // Environment: an ordered list of [name, value] strings.
  var env = input.environment.map(function (p) { return [Str(p[0]), Str(p[1])]; });
  function envIndex(name) {
    for (var i = 0; i < env.length; i++) if (env[i][0] === name) return i;
    return -1;
  }
  function asValue(v) {
    if (typeof v === 'string') return v;
    if (v === undefined) return '';
    try {
      var s = stringify(v);
      return s === undefined ? Str(v) : s;
    } catch (e) {
      return Str(v);
    }
  }
  function replaceIn(text) {
    return Str(text).replace(/\{\{\s*([^{}]+?)\s*\}\}/g, function (whole, name) {
      var i = envIndex(name);
      return i < 0 ? whole : env[i][1];
    });
  }
  var environment = {
    get: function (name) { var i = envIndex(Str(name)); return i < 0 ? undefined : env[i][1]; },
    has: function (name) { return envIndex(Str(name)) >= 0; },
    set: function (name, value) {
      var key = Str(name);
      var i = envIndex(key);
      if (i < 0) env.push([key, asValue(value)]);
      else env[i][1] = asValue(value);
    },
    unset: function (name) { var i = envIndex(Str(name)); if (i >= 0) env.splice(i, 1); },
    clear: function () { env.length = 0; },
    toObject: function () { var o = {}; env.forEach(function (p) { o[p[0]] = p[1]; }); return o; },
    replaceIn: replaceIn,
  };

  // Headers: an ordered list of { key, value }; names compare without case.
  class HeaderList {
    constructor(pairs) { this._list = pairs.map(function (p) { return { key: Str(p[0]), value: Str(p[1]) }; }); }
    _find(name) {
      var n = Str(name).toLowerCase();
      for (var i = 0; i < this._list.length; i++) if (this._list[i].key.toLowerCase() === n) return i;
      return -1;
    }
    get(name) { var i = this._find(name); return i < 0 ? undefined : this._list[i].value; }
    has(name) { return this._find(name) >= 0; }
    add(header, value) {
      var h = typeof header === 'object' && header !== null ? header : { key: header, value: value };
      this._list.push({ key: Str(h.key), value: asValue(h.value) });
    }
    upsert(header, value) {
      var h = typeof header === 'object' && header !== null ? header : { key: header, value: value };
      var i = this._find(h.key);
      if (i < 0) this._list.push({ key: Str(h.key), value: asValue(h.value) });
      else this._list[i] = { key: this._list[i].key, value: asValue(h.value) };
    }
    set(name, value) { this.upsert(name, value); }
    remove(name) {
      var n = Str(name).toLowerCase();
      this._list = this._list.filter(function (h) { return h.key.toLowerCase() !== n; });
    }
    toObject() { var o = {}; this._list.forEach(function (h) { o[h.key] = h.value; }); return o; }
    all() { return this._list.map(function (h) { return { key: h.key, value: h.value }; }); }
    each(fn) { this.all().forEach(fn); }
    count() { return this._list.length; }
  }

  function deepEqual(a, b) {
    if (a === b) return a !== 0 || 1 / a === 1 / b;
    if (a !== a && b !== b) return true;
    if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
    if (kindOf(a) !== kindOf(b)) return false;
    if (isArray(a)) {
      if (a.length !== b.length) return false;
      for (var i = 0; i < a.length; i++) if (!deepEqual(a[i], b[i])) return false;
      return true;
    }
    if (a instanceof Date) return a.getTime() === b.getTime();
    var ka = Object.keys(a);
    var kb = Object.keys(b);
    if (ka.length !== kb.length) return false;
    for (var j = 0; j < ka.length; j++) {
      if (!Object.prototype.hasOwnProperty.call(b, ka[j]) || !deepEqual(a[ka[j]], b[ka[j]])) return false;
    }
    return true;
  }

  // pm.expect: the chai BDD subset people write in Postman tests.
  class Assertion {
    constructor(subject, message) {
      this._subject = subject;
      this._negate = false;
      this._deep = false;
      this._message = message === undefined ? '' : Str(message) + ': ';
    }
    _assert(ok, what, expected, showExpected) {
      if (this._negate ? ok : !ok) {
        var tail = showExpected === false ? '' : ' ' + show(expected);
        throw new AssertionError(this._message + 'expected ' + show(this._subject) + ' to ' + (this._negate ? 'not ' : '') + what + tail);
      }
      return this;
    }
    equal(v) { return this._deep ? this.eql(v) : this._assert(this._subject === v, 'equal', v); }
    eql(v) { return this._assert(deepEqual(this._subject, v), 'deeply equal', v); }
    a(type) {
      var t = Str(type).toLowerCase();
      return this._assert(kindOf(this._subject) === t, 'be ' + (/^[aeiou]/.test(t) ? 'an' : 'a') + ' ' + t, null, false);
    }
    include(v) {
      var s = this._subject;
      var deep = this._deep;
      var ok;
      if (typeof s === 'string') ok = s.indexOf(Str(v)) >= 0;
      else if (isArray(s)) ok = s.some(function (x) { return deep ? deepEqual(x, v) : x === v; });
      else if (s !== null && typeof s === 'object' && v !== null && typeof v === 'object') {
        ok = Object.keys(v).every(function (k) { return k in s && (deep ? deepEqual(s[k], v[k]) : s[k] === v[k]); });
      } else ok = false;
      return this._assert(ok, 'include', v);
    }
    property(name, value) {
      var s = this._subject;
      var has = s !== null && s !== undefined && (typeof s === 'object' || typeof s === 'function' ? name in s : s[name] !== undefined);
      if (arguments.length > 1) {
        var matches = has && (this._deep ? deepEqual(s[name], value) : s[name] === value);
        this._assert(matches, 'have property ' + show(name) + ' of', value);
      } else this._assert(has, 'have property', name);
      if (!this._negate) this._subject = s[name];
      return this;
    }
    above(n) { return this._assert(this._subject > n, 'be above', n); }
    below(n) { return this._assert(this._subject < n, 'be below', n); }
    least(n) { return this._assert(this._subject >= n, 'be at least', n); }
    most(n) { return this._assert(this._subject <= n, 'be at most', n); }
    within(a, b) { return this._assert(this._subject >= a && this._subject <= b, 'be within ' + show(a) + '..' + show(b), null, false); }
    lengthOf(n) {
      var len = this._subject === null || this._subject === undefined ? undefined : this._subject.length;
      return this._assert(len === n, 'have length', n);
    }
    match(re) { return this._assert(re instanceof RegExp && re.test(Str(this._subject)), 'match', re); }
    oneOf(list) { var s = this._subject; return this._assert(isArray(list) && list.some(function (x) { return x === s; }), 'be one of', list); }
    keys() {
      var want = isArray(arguments[0]) ? arguments[0] : Array.prototype.slice.call(arguments);
      var s = this._subject;
      var ok = s !== null && typeof s === 'object' && want.every(function (k) { return Object.prototype.hasOwnProperty.call(s, k); });
      return this._assert(ok, 'have keys', want);
    }
  }
  var A = Assertion.prototype;
  A.equals = A.eq = A.equal;
  A.eqls = A.eql;
  A.an = A.a;
  A.includes = A.contain = A.contains = A.include;
  A.gt = A.greaterThan = A.above;
  A.lt = A.lessThan = A.below;
  A.gte = A.least;
  A.lte = A.most;
  A.matches = A.match;
  ['to', 'be', 'been', 'is', 'that', 'which', 'and', 'has', 'have', 'with', 'at', 'of', 'same', 'does', 'but', 'still', 'also'].forEach(function (word) {
    defineProperty(A, word, { get: function () { return this; } });
  });
  defineProperty(A, 'not', { get: function () { this._negate = !this._negate; return this; } });
  defineProperty(A, 'deep', { get: function () { this._deep = true; return this; } });
  var checks = {
    ok: function (s) { return !!s; },
    true: function (s) { return s === true; },
    false: function (s) { return s === false; },
    null: function (s) { return s === null; },
    undefined: function (s) { return s === undefined; },
    NaN: function (s) { return s !== s; },
    exist: function (s) { return s !== null && s !== undefined; },
    empty: function (s) {
      if (typeof s === 'string' || isArray(s)) return s.length === 0;
      return s !== null && typeof s === 'object' && Object.keys(s).length === 0;
    },
  };
  Object.keys(checks).forEach(function (name) {
    defineProperty(A, name, {
      get: function () { return this._assert(checks[name](this._subject), name === 'exist' ? 'exist' : name === 'empty' ? 'be empty' : 'be ' + name, null, false); },
    });
  });

  // pm.request: what the script may read and change.
  var req = input.request;
  function fields(list) { return list.map(function (p) { return { key: p[0], value: p[1] }; }); }
  var request = {
    method: req.method,
    url: req.url,
    headers: new HeaderList(req.headers),
    body: { mode: req.body.mode, raw: req.body.raw, urlencoded: fields(req.body.urlencoded), formdata: fields(req.body.formdata) },
  };

  // pm.response: only in test scripts.
  var response;
  if (input.response) {
    var res = input.response;
    var resHeaders = new HeaderList(res.headers);
    var fail = function (ok, message) { if (!ok) throw new AssertionError(message); };
    var to = {
      have: {
        status: function (code) {
          if (typeof code === 'number') fail(res.code === code, 'expected response to have status code ' + code + ' but got ' + res.code);
          else fail(res.status === Str(code), 'expected response to have status reason ' + show(Str(code)) + ' but got ' + show(res.status));
        },
        header: function (name, value) {
          fail(resHeaders.has(name), 'expected response to have header ' + show(Str(name)));
          if (arguments.length > 1) fail(resHeaders.get(name) === Str(value), 'expected response header ' + show(Str(name)) + ' to be ' + show(Str(value)) + ' but got ' + show(resHeaders.get(name)));
        },
        body: function (text) { fail(res.body === Str(text), 'expected response body to equal ' + show(Str(text))); },
        jsonBody: function () {
          var ok = true;
          try { parse(res.body); } catch (e) { ok = false; }
          fail(ok, 'expected response body to be valid JSON');
        },
      },
      be: {},
    };
    var classes = {
      ok: function (c) { return c >= 200 && c < 300; },
      success: function (c) { return c >= 200 && c < 300; },
      redirection: function (c) { return c >= 300 && c < 400; },
      clientError: function (c) { return c >= 400 && c < 500; },
      serverError: function (c) { return c >= 500 && c < 600; },
      error: function (c) { return c >= 400 && c < 600; },
      notFound: function (c) { return c === 404; },
    };
    Object.keys(classes).forEach(function (name) {
      defineProperty(to.be, name, {
        get: function () { fail(classes[name](res.code), 'expected response to be ' + name + ' but got status code ' + res.code); return true; },
      });
    });
    response = {
      code: res.code,
      status: res.status,
      headers: resHeaders,
      responseTime: res.responseTime,
      responseSize: res.responseSize,
      text: function () { return res.body; },
      json: function () { return parse(res.body); },
      to: to,
    };
  }

  var pm = {
    info: { eventName: input.kind === 'test' ? 'test' : 'prerequest' },
    environment: environment,
    variables: { get: environment.get, has: environment.has, replaceIn: replaceIn },
    test: function (name, fn) {
      var entry = { name: Str(name), passed: true, error: null, pending: false };
      results.push(entry);
      if (typeof fn !== 'function') {
        entry.passed = false;
        entry.error = 'pm.test needs a function';
        return;
      }
      try {
        var r = fn();
        if (r && typeof r.then === 'function') {
          entry.pending = true;
          r.then(
            function () { entry.pending = false; },
            function (e) { entry.pending = false; entry.passed = false; entry.error = errorText(e); },
          );
        }
      } catch (e) {
        entry.passed = false;
        entry.error = errorText(e);
      }
    },
    expect: function (subject, message) { return new Assertion(subject, message); },
  };
  defineProperty(pm, 'request', { value: request, enumerable: true });
  if (response) defineProperty(pm, 'response', { value: response, enumerable: true });

  globalThis.pm = pm;
  globalThis.console = consoleObject;
  globalThis.atob = atob;
  globalThis.btoa = btoa;

  function pairsOf(list) {
    var out = [];
    if (!isArray(list)) return out;
    for (var i = 0; i < list.length; i++) {
      var f = list[i];
      if (f !== null && typeof f === 'object') out.push([Str(f.key === undefined ? '' : f.key), asValue(f.value)]);
    }
    return out;
  }

  return function collect() {
    var h = request.headers;
    var headers = [];
    if (h instanceof HeaderList) for (var i = 0; i < h._list.length; i++) headers.push([Str(h._list[i].key), Str(h._list[i].value)]);
    else if (h !== null && typeof h === 'object') Object.keys(h).forEach(function (k) { headers.push([k, asValue(h[k])]); });
    var b = request.body;
    var body = typeof b === 'string'
      ? { mode: 'raw', raw: b, urlencoded: [], formdata: [] }
      : b !== null && typeof b === 'object'
        ? { mode: Str(b.mode), raw: b.raw === undefined || b.raw === null ? '' : asValue(b.raw), urlencoded: pairsOf(b.urlencoded), formdata: pairsOf(b.formdata) }
        : { mode: 'none', raw: '', urlencoded: [], formdata: [] };
    var tests = results.map(function (t) {
      return t.pending ? { name: t.name, passed: false, error: 'The test did not finish (a promise that never settled)' } : { name: t.name, passed: t.passed, error: t.error };
    });
    return stringify({
      request: { method: Str(request.method), url: Str(request.url), headers: headers, body: body },
      environment: env,
      tests: tests,
      console: lines,
    });
  };
})`
