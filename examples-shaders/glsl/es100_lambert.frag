// WebGL 1 fragment shader: Lambert plus Blinn-Phong specular.
precision highp float;
varying vec3 vNormal;
varying vec3 vViewPos;
uniform vec3 lightDir;
uniform vec3 diffuseColor;
uniform float shininess;

void main() {
    vec3 n = normalize(vNormal);
    vec3 l = normalize(-lightDir);
    float diffuse = max(dot(n, l), 0.0);
    vec3 v = normalize(-vViewPos);
    vec3 h = normalize(l + v);
    float spec = diffuse > 0.0 ? pow(max(dot(n, h), 0.0), shininess) : 0.0;
    gl_FragColor = vec4(diffuseColor * diffuse + vec3(spec), 1.0);
}
