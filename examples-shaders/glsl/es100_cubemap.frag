// WebGL 1 fragment shader: skybox lookup with textureCube.
precision mediump float;
uniform samplerCube uSky;
varying vec3 vDirection;

void main() {
    gl_FragColor = textureCube(uSky, normalize(vDirection));
}
