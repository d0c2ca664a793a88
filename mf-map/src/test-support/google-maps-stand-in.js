/*
 * A stand-in for the Google Maps JavaScript API script (https://maps.googleapis.com/maps/api/js),
 * for tests without the internet: the unit tests run it when the loader adds the script, the
 * browser tests serve it in place of Google's. It answers the loader the way Google's script
 * does (installs google.maps.importLibrary, then calls the callback named in the script's
 * address) and implements the small part of the API the map uses: Map (centre, zoom, fitBounds,
 * an 'idle' event), OverlayView with a Web Mercator projection, InfoWindow, LatLngBounds, Size
 * and event.addListenerOnce. What the page asked of it is kept in window.__googleMapsStandIn.
 * Plain browser JavaScript on purpose: it is served as is.
 */
(function googleMapsStandIn() {
  var script =
    document.currentScript ||
    Array.prototype.slice.call(document.querySelectorAll('script[src*="maps.googleapis.com/maps/api/js"]')).pop();
  var params = new URL(script.src).searchParams;
  var google = (window.google = window.google || {});
  var maps = (google.maps = google.maps || {});
  var record = (window.__googleMapsStandIn = { key: params.get('key'), libraries: params.get('libraries'), maps: [] });

  function Events() {}
  Events.prototype.addListener = function (name, handler) {
    var all = (this.__listeners = this.__listeners || {});
    (all[name] = all[name] || []).push(handler);
    var owner = this;
    return {
      remove: function () {
        all[name] = (all[name] || []).filter(function (h) {
          return h !== handler;
        });
      },
      owner: owner,
    };
  };
  Events.prototype.__trigger = function (name) {
    var handlers = ((this.__listeners || {})[name] || []).slice();
    for (var i = 0; i < handlers.length; i += 1) handlers[i]();
  };
  function extend(Child) {
    Child.prototype = Object.create(Events.prototype);
    Child.prototype.constructor = Child;
    return Child;
  }

  function literal(point) {
    return typeof point.lat === 'function' ? { lat: point.lat(), lng: point.lng() } : { lat: point.lat, lng: point.lng };
  }

  function LatLngBounds() {
    this.points = [];
  }
  LatLngBounds.prototype.extend = function (point) {
    this.points.push(literal(point));
    return this;
  };

  function Size(width, height) {
    this.width = width;
    this.height = height;
  }

  // Web Mercator: world pixels at a zoom, as Google draws them (256 px tiles).
  function world(point, zoom) {
    var scale = 256 * Math.pow(2, zoom);
    var sin = Math.sin((point.lat * Math.PI) / 180);
    return { x: ((point.lng + 180) / 360) * scale, y: (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * scale };
  }

  var StandInMap = extend(function Map(div, options) {
    this.div = div;
    this.options = options;
    this.center = literal(options.center);
    this.zoom = options.zoom;
    this.calls = [];
    this.overlays = [];
    this.windows = [];
    var surface = document.createElement('div');
    surface.className = 'gm-stand-in';
    surface.style.cssText = 'position:absolute;inset:0;overflow:hidden;background:#e5e3df;';
    var label = document.createElement('div');
    label.textContent = 'Google Maps (stand-in)';
    label.style.cssText = 'position:absolute;left:8px;bottom:6px;font:12px sans-serif;color:#555;';
    this.panes = { overlayMouseTarget: document.createElement('div'), floatPane: document.createElement('div') };
    this.panes.overlayMouseTarget.style.cssText = 'position:absolute;inset:0;';
    this.panes.floatPane.style.cssText = 'position:absolute;inset:0;pointer-events:none;';
    surface.append(label, this.panes.overlayMouseTarget, this.panes.floatPane);
    div.append(surface);
    var map = this;
    this.projection = {
      fromLatLngToDivPixel: function (point) {
        var at = world(literal(point), map.zoom);
        var middle = world(map.center, map.zoom);
        return { x: at.x - middle.x + map.width() / 2, y: at.y - middle.y + map.height() / 2 };
      },
    };
    record.maps.push(this);
    this.settle();
  });
  StandInMap.prototype.width = function () {
    return this.div.clientWidth || 800;
  };
  StandInMap.prototype.height = function () {
    return this.div.clientHeight || 480;
  };
  StandInMap.prototype.settle = function () {
    var map = this;
    for (var i = 0; i < this.overlays.length; i += 1) this.overlays[i].draw();
    for (var j = 0; j < this.windows.length; j += 1) this.windows[j].__place();
    setTimeout(function () {
      map.__trigger('idle');
    }, 0);
  };
  StandInMap.prototype.setCenter = function (center) {
    this.calls.push({ setCenter: literal(center) });
    this.center = literal(center);
    this.settle();
  };
  StandInMap.prototype.setZoom = function (zoom) {
    this.calls.push({ setZoom: zoom });
    this.zoom = zoom;
    this.settle();
  };
  StandInMap.prototype.getZoom = function () {
    return this.zoom;
  };
  StandInMap.prototype.getCenter = function () {
    return this.center;
  };
  StandInMap.prototype.getDiv = function () {
    return this.div;
  };
  StandInMap.prototype.fitBounds = function (bounds, padding) {
    this.calls.push({ fitBounds: bounds.points.slice(), padding: padding });
    var lats = bounds.points.map(function (p) {
      return p.lat;
    });
    var lngs = bounds.points.map(function (p) {
      return p.lng;
    });
    var south = Math.min.apply(null, lats);
    var north = Math.max.apply(null, lats);
    var west = Math.min.apply(null, lngs);
    var east = Math.max.apply(null, lngs);
    this.center = { lat: (south + north) / 2, lng: (west + east) / 2 };
    var room = { x: Math.max(1, this.width() - 2 * (padding || 0)), y: Math.max(1, this.height() - 2 * (padding || 0)) };
    var zoom = 21;
    while (zoom > 0) {
      var a = world({ lat: north, lng: west }, zoom);
      var b = world({ lat: south, lng: east }, zoom);
      if (Math.abs(b.x - a.x) <= room.x && Math.abs(b.y - a.y) <= room.y) break;
      zoom -= 1;
    }
    this.zoom = zoom;
    this.settle();
  };

  var OverlayView = extend(function OverlayView() {});
  OverlayView.preventMapHitsAndGesturesFrom = function () {};
  OverlayView.prototype.setMap = function (map) {
    if (this.__map) {
      this.__map.overlays = this.__map.overlays.filter(function (overlay) {
        return overlay !== this;
      }, this);
      if (this.onRemove) this.onRemove();
    }
    this.__map = map || null;
    if (map) {
      map.overlays.push(this);
      if (this.onAdd) this.onAdd();
      this.draw();
    }
  };
  OverlayView.prototype.getMap = function () {
    return this.__map;
  };
  OverlayView.prototype.getPanes = function () {
    return this.__map ? this.__map.panes : null;
  };
  OverlayView.prototype.getProjection = function () {
    return this.__map ? this.__map.projection : null;
  };
  OverlayView.prototype.draw = function () {};

  var InfoWindow = extend(function InfoWindow(options) {
    this.options = options || {};
    this.element = document.createElement('div');
    this.element.className = 'gm-stand-in-info';
    this.element.setAttribute('role', 'dialog');
    this.element.style.cssText =
      'position:absolute;transform:translate(-50%,-100%);background:#fff;padding:10px 12px;border-radius:8px;box-shadow:0 2px 7px rgba(0,0,0,.3);pointer-events:auto;';
    var close = document.createElement('button');
    close.type = 'button';
    close.setAttribute('aria-label', 'Close');
    close.textContent = '×';
    close.style.cssText = 'position:absolute;right:2px;top:0;border:0;background:none;font-size:16px;cursor:pointer;';
    var info = this;
    close.addEventListener('click', function () {
      info.close();
      info.__trigger('closeclick');
    });
    this.body = document.createElement('div');
    this.element.append(close, this.body);
  });
  InfoWindow.prototype.setContent = function (content) {
    this.body.replaceChildren(typeof content === 'string' ? document.createTextNode(content) : content);
  };
  InfoWindow.prototype.setPosition = function (position) {
    this.position = literal(position);
    this.__place();
  };
  InfoWindow.prototype.open = function (options) {
    var map = options && options.map ? options.map : options;
    this.map = map;
    if (map.windows.indexOf(this) < 0) map.windows.push(this);
    map.panes.floatPane.append(this.element);
    this.__place();
  };
  InfoWindow.prototype.close = function () {
    this.element.remove();
    if (this.map) {
      var info = this;
      this.map.windows = this.map.windows.filter(function (w) {
        return w !== info;
      });
    }
  };
  InfoWindow.prototype.__place = function () {
    if (!this.map || !this.position) return;
    var at = this.map.projection.fromLatLngToDivPixel(this.position);
    var offset = this.options.pixelOffset || { width: 0, height: 0 };
    this.element.style.left = at.x + offset.width + 'px';
    this.element.style.top = at.y + offset.height + 'px';
  };

  var event = {
    addListenerOnce: function (target, name, handler) {
      var listener = target.addListener(name, function () {
        listener.remove();
        handler();
      });
      return listener;
    },
  };

  var libraries = {
    maps: { Map: StandInMap, OverlayView: OverlayView, InfoWindow: InfoWindow },
    core: { LatLngBounds: LatLngBounds, Size: Size, event: event },
  };
  maps.importLibrary = function (name) {
    return Promise.resolve(libraries[name] || {});
  };

  // The loader waits for the callback named in the script's address (google.maps.__ib__).
  var callback = (params.get('callback') || '').split('.').reduce(function (object, key) {
    return object ? object[key] : undefined;
  }, window);
  if (typeof callback === 'function') callback();
})();
