#!/bin/sh
# Installs CyberChef's npm package (its Node build) for `npm run bench -- --case recipe`, into a
# cache folder OUTSIDE the project: $CYBERCHEF_DIR, or ~/.cache/devtools-bench/cyberchef. Never
# into this repository (it is not a dependency of the app).
#
# Its postinstall runs grunt tasks that Node 20 needs; we skip the scripts (--ignore-scripts) and
# apply the two fixes by hand, as its Gruntfile does (fixCryptoApiImports, fixJimpModule). terser
# is a missing peer of its Node build.
set -eu
VERSION="${CYBERCHEF_VERSION:-10.19.4}"
DIR="${CYBERCHEF_DIR:-$HOME/.cache/devtools-bench/cyberchef}"
mkdir -p "$DIR"
cd "$DIR"
[ -f package.json ] || printf '{ "name": "devtools-bench-cyberchef", "private": true }\n' > package.json
npm install --no-audit --no-fund --ignore-scripts "cyberchef@$VERSION" terser
# fixCryptoApiImports: crypto-api's relative imports need their .mjs extension.
find ./node_modules/crypto-api/src/ \( -type d -name .git -prune \) -o -type f -print0 \
  | xargs -0 sed -i -e '/\.mjs/!s/\(from "\.[^"]*\)";/\1.mjs";/g'
# fixJimpModule: jimp's ES build must be read as a module.
if [ -f ./node_modules/jimp/package.json ] && ! grep -q '"es/index.js" ,' ./node_modules/jimp/package.json; then
  sed -i 's/"es\/index.js",/"es\/index.js" ,\n  "type": "module",/' ./node_modules/jimp/package.json
fi
node --input-type=module -e "import chef from 'cyberchef'; const r = await chef.bake('hi', [{ op: 'To Base64', args: ['A-Za-z0-9+/='] }]); if (r.toString() !== 'aGk=') { console.error('CyberChef answered', r.toString()); process.exit(1) }" \
  && echo "CyberChef $VERSION installed in $DIR"
