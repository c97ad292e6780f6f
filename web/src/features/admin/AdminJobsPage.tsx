export { Component } from "./AdminComingSoon";
